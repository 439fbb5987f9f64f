// Romulan Ambush (au, 103_073): interrupt — an opponent's ship with SHIELDS under 6 where your D'deridex-class ship is: destroyed, its crew killed except one personnel you choose, who is captured (held aboard your D'deridex).
import { defineCard } from '../../behaviour/define';

export default defineCard('103_073', {
  title: 'Romulan Ambush',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'weak-opposing-ship-near-your-class', shieldsBelow: 6, yourClass: "D'deridex Class" },
  triggers: [{ on: 'played', effects: [{ kind: 'destroy-target-ship-capture-one', yourClass: "D'deridex Class" }] }],
});
