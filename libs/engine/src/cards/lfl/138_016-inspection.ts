// Inspection (lfl, 138_016): incident — on your table. Each of your ships native to the Alpha Quadrant with at least three of your Admirals and/or V.I.P.s aboard is RANGE, WEAPONS and SHIELDS +1, and each of your personnel aboard it is INTEGRITY, CUNNING and STRENGTH +1. Once at the start of each of your turns (before the normal card play), you may exchange an OFFICER of yours aboard your staffed ship with an Admiral or V.I.P. from your discard pile (the OFFICER is discarded, the other takes its place aboard).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › INCIDENTS; SHIPS; PERSONNEL; REPORTING FOR DUTY › NATIVE QUADRANT; STAFFING.
// Behaviour/inspection-ships.ts (`native`, `aboardAtLeast`, `aboardShip`, the exchange); modifiers-incidents.ts (fleet, attributes).
const COUNTS = { anyOf: [{ characteristics: ['Admiral'] }, { classification: 'V.I.P.' }] };
const INSPECTED = { native: 'Alpha', aboardAtLeast: { who: COUNTS, count: 3 } } as const;

export default defineCard('138_016', {
  title: 'Inspection',
  scenario: 'behaviour/films.spec.ts',
  play: { window: { kind: 'normal-play' } },
  fleet: [{ scope: 'your-ships', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, ships: INSPECTED }],
  modifiers: [{ kind: 'attributes', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 1, to: { aboardShip: INSPECTED }, where: 'in-play' }],
  abilities: [
    {
      id: 'exchange',
      limit: 'once-per-turn',
      requires: ['start-of-your-turn'],
      targets: { kind: 'your-officer-aboard-and-discard-personnel', from: COUNTS },
      effects: [{ kind: 'exchange-aboard-with-discard' }],
    },
  ],
});
