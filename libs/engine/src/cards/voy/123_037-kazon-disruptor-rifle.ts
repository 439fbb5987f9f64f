// Kazon Disruptor Rifle (voy, 123_037): equipment — a rifle for Kazon personnel: each of yours present gets STRENGTH +3, every copy counting, and one Diplomacy less away from your own ship.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_037', {
  title: 'Kazon Disruptor Rifle',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Kazon'],
  modifiers: [
    {
      kind: 'attribute',
      attribute: 'STRENGTH',
      delta: 3,
      to: {},
      where: 'present',
      cumulative: true,
    },
    {
      kind: 'lose-skill',
      skill: 'Diplomacy',
      levels: 1,
      to: {},
      where: 'present',
      exceptAboardYourShip: true,
      cumulative: true,
    },
  ],
  manual: ['reporting for free once each turn'],
});
