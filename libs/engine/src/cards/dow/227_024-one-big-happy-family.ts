// One Big Happy Family (dow, 227_024): objective — plays on your mission outside the Gamma Quadrant and lies atop it. At the start of your first attempt there, if your Cardassian and Dominion personnel there are of at least four different species, you draw three cards. Limit one per mission (no copy of it there already). Once you solved it, your Cardassian ships and your Dominion ships without [GQ], with personnel of three different species aboard, are RANGE, WEAPONS and SHIELDS +2 (+4 in the region of this mission), each copy counting.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
// Behaviour/attempt-start-effects.ts (`atAttemptStart` `first`, `if-species-here`: a personnel's species is its first
// characteristic, objective-downloads.ts › speciesOf); "you may draw" is always taken. A "non-[GQ] mission" is one
// outside the Gamma Quadrant. Limit one per mission: `withoutCardTitled` (either player's copy). The ships' bonus:
// solved-mission-fleet.ts ("once solved": the owner completed that mission, the objective still atop it).
export default defineCard('227_024', {
  title: 'One Big Happy Family',
  scenario: 'behaviour/attempt-start-effects.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, quadrants: ['Alpha', 'Delta', 'Mirror'], withoutCardTitled: 'One Big Happy Family' } },
  duration: 'on-target-mission',
  atAttemptStart: {
    first: true,
    effects: [
      {
        kind: 'if-species-here',
        filter: { anyOf: [{ affiliation: 'Cardassian' }, { affiliation: 'Dominion' }] },
        atLeast: 4,
        then: [{ kind: 'draw', who: 'you', count: 3 }],
      },
    ],
  },
  shipModifiers: [
    {
      kind: 'solved-mission-ships-attribute',
      attributes: ['RANGE', 'WEAPONS', 'SHIELDS'],
      delta: 2,
      regionDelta: 4,
      ships: [{ affiliation: 'Cardassian' }, { affiliation: 'Dominion', notIcons: ['GQ'] }],
      crewSpeciesAtLeast: 3,
      cumulative: true,
    },
  ],
});
