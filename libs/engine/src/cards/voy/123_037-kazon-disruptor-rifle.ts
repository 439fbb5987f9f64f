// Kazon Disruptor Rifle (voy, 123_037): equipment — one copy a turn reports for free; a rifle for Kazon personnel: each of yours present gets STRENGTH +3, every copy counting, and one Diplomacy less away from your own ship.
import { defineCard } from '../../behaviour/define';
import { AFFILIATION_RIFLE } from '../../behaviour/shared-modifiers';

export default defineCard('123_037', {
  title: 'Kazon Disruptor Rifle',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' }, free: { kind: 'once-per-turn' } },
  usableBy: ['Kazon'],
  modifiers: AFFILIATION_RIFLE,
});
