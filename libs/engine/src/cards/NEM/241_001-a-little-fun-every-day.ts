// A Little Fun Every Day (NEM, 241_001): dilemma — it stays on the planet; now and at the start of every attempt there, the team cannot get past unless three members total less than 52 in all attributes together, or two CIVILIAN are there.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_001', {
  title: 'A Little Fun Every Day',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'A Little Fun Every Day',
    steps: [
      { kind: 'place', on: 'mission', affected: 'none' },
      { kind: 'count', any: [{ lowest: 'total', count: 3, below: 52 }, { filter: { classification: 'CIVILIAN' }, atLeast: 2 }] },
    ],
    ongoing: { eachAttempt: [{ kind: 'count', any: [{ lowest: 'total', count: 3, below: 52 }, { filter: { classification: 'CIVILIAN' }, atLeast: 2 }] }] },
  },
});
