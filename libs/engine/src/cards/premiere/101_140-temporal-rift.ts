// Temporal Rift (premiere, 101_140): interrupt on your ship — the ship (with all aboard) disappears; after two of your full turns it reappears where it was (1E rulebook › MISCELLANEOUS RULES › full turns).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_140', {
  title: 'Temporal Rift',
  scenario: 'behaviour/premiere-timed.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'ship', whose: 'yours' },
  duration: 'while-in-play',
  triggers: [
    { on: 'played', effects: [{ kind: 'ship-into-rift' }] },
    { on: 'turn-ends', whose: 'your', from: 'next-turn', yourTurn: 2, effects: [{ kind: 'release-rift-ship' }, { kind: 'discard-self' }] },
  ],
});
