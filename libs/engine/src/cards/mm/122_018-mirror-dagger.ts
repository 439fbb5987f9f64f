// Mirror Dagger (mm, 122_018): equipment — it reports for free to a Mirror Quadrant facility; each of your personnel present gets STRENGTH +1, every copy counting; it may also report into a personnel battle just started that involves your matching personnel.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_018', {
  title: 'Mirror Dagger',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' }, free: { kind: 'to-facility-icon', icon: 'MQ' } },
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
  // Issue 15: reported straight into a just-initiated personnel battle involving your Mirror Quadrant personnel, present with them.
  modes: [{ play: { window: { kind: 'response', to: 'battle-initiated' } }, targets: { kind: 'your-personnel-in-battle', icon: 'MQ' }, duration: 'present-with-target' }],
});
