// One Big Happy Family (dow, 227_024): objective — plays on your mission outside the Gamma Quadrant and lies atop it. At the start of your first attempt there, if your Cardassian and Dominion personnel there are of at least four different species, you draw three cards. The rest (limit one per mission, and the ships' bonus once solved) is manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
// Behaviour/attempt-start-effects.ts (`atAttemptStart` `first`, `if-species-here`: a personnel's species is its first
// characteristic, objective-downloads.ts › speciesOf); "you may draw" is always taken. A "non-[GQ] mission" is one
// outside the Gamma Quadrant.
export default defineCard('227_024', {
  title: 'One Big Happy Family',
  scenario: 'behaviour/attempt-start-effects.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, quadrants: ['Alpha', 'Delta', 'Mirror'] } },
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
  manual: [
    'limit one per mission (another copy may be played on the same mission)',
    'once solved, your Cardassian and non-[GQ] Dominion ships with personnel of three different species aboard are attributes all +2, or +4 in a region with this mission (cumulative)',
  ],
});
