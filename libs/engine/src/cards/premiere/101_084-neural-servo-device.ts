// Neural Servo Device (premiere, 101_084): event on any Non-Aligned ship — unless two SECURITY are aboard, you use that ship and its crew as your own until the end of this turn; the event is then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_084', {
  title: 'Neural Servo Device',
  scenario: 'behaviour/control-changes.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'ship-of-affiliation', affiliation: 'Non-Aligned' },
  duration: 'instant',
  triggers: [{ on: 'played', effects: [{ kind: 'take-ship-and-crew-this-turn', unless: 'SECURITY x2' }] }],
});
