// Time Travel Pod (premiere, 101_006): artifact played once as an interrupt on any ship — the player announces a return time of one to five turns; the ship (with all aboard) leaves the spaceline and comes back where it left at the end of that many full turns of its owner (the player it affects); then the pod is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_006', {
  title: 'Time Travel Pod',
  scenario: 'behaviour/premiere-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'ship-and-turns', max: 5 },
  duration: 'while-in-play',
  triggers: [
    { on: 'played', effects: [{ kind: 'ship-into-future' }] },
    { on: 'turn-ends', whose: 'every', from: 'next-turn', effects: [{ kind: 'future-ship-tick' }] },
  ],
});
