// Wesley Gets the Point (qc, 105_113): Q interrupt, drawn in a Q-Flash — your Wesley Crusher, in the team or on any planet, earns you its bonus point and dies.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_113', {
  title: 'Wesley Gets the Point',
  scenario: 'behaviour/q-flash.spec.ts',
  qFlash: {
    if: { kind: 'yours-titled', titles: ['Wesley Crusher'], orOnPlanet: true },
    // Its point box scored, the card lies in your bonus point area (1E rulebook › LEAVING PLAY).
    effects: [
      { kind: 'titled-scores-and-dies', titles: ['Wesley Crusher'], orOnPlanet: true, points: 1 },
      { kind: 'card-to', place: 'your-bonus' },
    ],
  },
});
