// Temporal Rift (premiere, 101_140): interrupt on your ship — the ship (with all aboard) disappears; at the end of your next turn (its countdown over) it reappears where it was.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_140', {
  title: 'Temporal Rift',
  scenario: 'behaviour/premiere-timed.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'ship', whose: 'yours' },
  duration: 'while-in-play',
  triggers: [
    { on: 'played', effects: [{ kind: 'ship-into-rift' }] },
    { on: 'turn-ends', whose: 'your', from: 'next-turn', yourTurn: 1, effects: [{ kind: 'release-rift-ship' }, { kind: 'discard-self' }] },
  ],
});
