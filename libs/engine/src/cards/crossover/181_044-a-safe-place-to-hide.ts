// A Safe Place to Hide (crossover, 181_044): objective — plays on your table. From the table you may discard a card from hand to move it atop your unsolved Mirror Universe mission that is not a homeworld. Lying there, at the end of each of your turns you draw one more card while your staffed [TE] ship at that mission is in space, undocked, not landed and neither cloaked nor phased. When that mission is completed, it goes back to your table. Unique.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › END OF TURN; EXECUTING ORDERS › DOCK & UNDOCK, LAND & TAKE OFF; CLOAK; STAFFING; THE CARDS › EVENTS,
// INCIDENTS, & OBJECTIVES. Behaviour/hideouts.ts. Readings: an "[MU] mission" is a mission of the Mirror Quadrant;
// the discard is the cost (any card of the hand, picked as the ability resolves); "you may draw" is taken; "completed"
// is by either player; "uncloaked" also excludes a phased ship.
export default defineCard('181_044', {
  title: 'A Safe Place to Hide',
  scenario: 'behaviour/hideouts.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'hide',
      requires: ['self-on-table', { kind: 'hand-holds', atLeast: 1 }],
      targets: { kind: 'mission', missions: { yours: true, unsolved: true, notHomeworld: true, quadrants: ['Mirror'] } },
      effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'hand', whose: 'you' }, pick: 1, chosen: 'discard', then: [{ kind: 'self-atop-target-location' }] }],
    },
  ],
  endOfYourTurnHere: { ship: { icons: ['TE'] }, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'self-to-table' }] }],
});
