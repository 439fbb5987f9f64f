// Historic Coming Together (crossover, 181_047): objective — seeds or plays on your planet mission of the Mirror Quadrant ([MU]) and lies atop it. Nullified (discarded) when you begin an attempt there with fewer than 5 or more than 9 personnel. Just after you begin the first attempt there, you draw one card per different affiliation among your [DS9][KCA] personnel in the attempt; with more than two, you score its 5 points and discard it, otherwise it goes out of play.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; NULLIFIERS; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
// Behaviour/played-titles.ts (`nullifiedIf.attemptWith`: checked first), attempt-start-effects.ts (`atAttemptStart`:
// "if mission is unexamined" read as no attempt begun there before; "you may draw" always taken).
// [DS9] is the property logo (the card list's Property column), [KCA] an icon; [MU] missions are the Mirror Quadrant's.
export default defineCard('181_047', {
  title: 'Historic Coming Together',
  scenario: 'behaviour/attempt-start-effects.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, planet: true, quadrants: ['Mirror'] } },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  nullifiedIf: { attemptWith: { fewerThan: 5, moreThan: 9 } },
  atAttemptStart: {
    first: true,
    effects: [
      {
        kind: 'draw-per-team-affiliations',
        filter: { property: 'DS9', icons: ['KCA'] },
        moreThan: 2,
        // Its point box (5): bonus points (1E rulebook › WINNING THE GAME: points from a card other than a mission).
        then: [{ kind: 'score-points', points: 5, bonus: true }, { kind: 'discard-self' }],
        otherwise: [{ kind: 'place-self-out-of-play' }],
      },
    ],
  },
});
