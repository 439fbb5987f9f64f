// Combat-Ready: Tactical Reserve (brokenbow, 192_029): interrupt — one of your unstopped SECURITY personnel at a mission in the same quadrant, sharing an affiliation with your [Cmd] personnel, moves to where that [Cmd] personnel is.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_029', {
  title: 'Combat-Ready: Tactical Reserve',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-personnel-to-join', mover: { classification: 'SECURITY' }, to: { icons: ['Cmd'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'join-personnel' }] }],
});
