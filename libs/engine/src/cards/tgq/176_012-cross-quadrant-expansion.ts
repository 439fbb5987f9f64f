// Cross-Quadrant Expansion (tgq, 176_012): incident — seeded or played on any facility in the Alpha Quadrant, where it lies.
// Just after one of your [DS9] personnel reports there, you may relocate it aboard one of your ships with two or more
// staffing icons at a Gamma Quadrant location. At the end of every turn, you draw one more card while you have such a ship
// in the Gamma Quadrant. Discarded once you have a Dominion treaty in play, or if you seeded a mission in the Bajor Region.
//   1E rulebook › THE CARDS › INCIDENTS (lasting effects); REPORTING FOR DUTY; SHIPS › Staffing; END OF TURN.
//   Behaviour/your-facility-target.ts (`anyOwner`), when-cards-played.ts (`here`, `targetPlayed`), choices.ts and
//   choice-ships.ts (pool `your-ships` with `minStaffingIcons`), quadrant-ships.ts ( `draw-if-your-ship-in-quadrant`, `you-seeded-mission-in-region`),
//   hosted-control-ends.ts (`relocate-target-to-chosen`), discard-when.ts.
// "A matching ship" is read as a ship of yours of the kind the relocation names (two or more staffing icons).
import { defineCard } from '../../behaviour/define';

const GAMMA_SHIPS = { quadrant: 'Gamma', minStaffingIcons: 2 } as const;

export default defineCard('176_012', {
  title: 'Cross-Quadrant Expansion',
  scenario: 'behaviour/cross-quadrant-expansion.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-facility', quadrant: 'Alpha', anyOwner: true },
  duration: 'on-target-card',
  seedsOnTarget: true,
  whenCardsPlayed: {
    filter: { types: ['Personnel'], property: 'DS9' },
    here: true,
    targetPlayed: true,
    effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'your-ships', ...GAMMA_SHIPS }, pick: 1, upTo: true, chosen: 'stay', then: [{ kind: 'relocate-target-to-chosen' }] }],
  },
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'draw-if-your-ship-in-quadrant', ...GAMMA_SHIPS, count: 1 }] }],
  discardWhen: [
    { kind: 'you-have-in-play', any: [{ characteristic: 'Dominion treaty' }] },
    { kind: 'you-seeded-mission-in-region', region: 'Bajor Region' },
  ],
});
