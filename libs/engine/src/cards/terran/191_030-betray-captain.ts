// Betray Captain (terran, 191_030): objective — plays on your table once Assert Authority is complete; at the end of your
// turn, once per game, if your ship is at your unique mission with its matching commander and the Contender aboard, that
// commander is killed and it is complete: to your point area (8 bonus points), the Contender is now that ship's matching
// commander, you draw two cards and download Consolidate Power.
import { defineCard } from '../../behaviour/define';

// behaviour/contender.ts (stage 2).
export default defineCard('191_030', {
  title: 'Betray Captain',
  scenario: 'behaviour/contender.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'contender-stage-reached', stage: 1 }] },
  contenderObjective: { stage: 2, points: 8, draws: 2, next: 'Consolidate Power' },
  triggers: [{ on: 'turn-ends', whose: 'your', from: 'this-turn', effects: [{ kind: 'contender-end-of-turn' }] }],
});
