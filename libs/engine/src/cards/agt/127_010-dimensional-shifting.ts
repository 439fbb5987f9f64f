// Dimensional Shifting (agt, 127_010): interrupt — on your turn, a random card of your hand is discarded and your personnel and equipment of one group at a mission (its planet, or another ship or facility there) go aboard a ship at that mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_010', {
  title: 'Dimensional Shifting',
  scenario: 'behaviour/dimensional-shifts.spec.ts',
  play: { window: { kind: 'interrupt' } },
  // Issue 15 (helper evint): behaviour/dimensional-shifts.ts ("any number": one group a play).
  targets: { kind: 'ship-and-your-group-there' },
  triggers: [{ on: 'played', effects: [{ kind: 'discard-random-then-board' }] }],
});
