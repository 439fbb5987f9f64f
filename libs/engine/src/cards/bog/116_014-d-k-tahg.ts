// D'k Tahg (bog, 116_014): equipment — it reports for free; for Klingon personnel only, each of your personnel present gets STRENGTH +1, every copy counting; it may also report into a personnel battle just started that involves your matching personnel.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_014', {
  title: "D'k Tahg",
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' }, free: { kind: 'always' } },
  usableBy: ['Klingon'],
  modifiers: [
    {
      kind: 'attribute',
      attribute: 'STRENGTH',
      delta: 1,
      to: {},
      where: 'present',
      cumulative: true,
    },
  ],
  // Issue 15: reported straight into a just-initiated personnel battle involving your Klingon personnel, present with them.
  modes: [{ play: { window: { kind: 'response', to: 'battle-initiated' } }, targets: { kind: 'your-personnel-in-battle', affiliation: 'Klingon' }, duration: 'present-with-target' }],
});
