// Kazon Disruptor (voy, 123_036): equipment — one copy a turn reports for free; for Kazon personnel only, each of your personnel present gets STRENGTH +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_036', {
  title: 'Kazon Disruptor',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' }, free: { kind: 'once-per-turn' } },
  usableBy: ['Kazon'],
  modifiers: [
    {
      kind: 'attribute',
      attribute: 'STRENGTH',
      delta: 2,
      to: {},
      where: 'present',
      cumulative: true,
    },
  ],
});
