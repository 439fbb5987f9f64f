// Assert Authority (terran, 191_029): objective — seeds on your table; at the end of your turn, once per game, if your staffed
// ship with a unique [MU][22] personnel aboard is at a mission your opponent seeded (or a universal one), it is complete: to
// your point area (5 bonus points), that personnel is your Contender, you draw a card and download Betray Captain.
import { defineCard } from '../../behaviour/define';

// behaviour/contender.ts (stage 1). It only seeds ("Seeds on table"): no play from hand.
export default defineCard('191_029', {
  title: 'Assert Authority',
  scenario: 'behaviour/contender.spec.ts',
  contenderObjective: { stage: 1, points: 5, draws: 1, next: 'Betray Captain' },
  triggers: [{ on: 'turn-ends', whose: 'your', from: 'this-turn', effects: [{ kind: 'contender-end-of-turn' }] }],
});
