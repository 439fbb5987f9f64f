// Horta (mm, 122_009): dilemma — stays on the planet; now and at the end of every turn, one random personnel of the player whose turn it is dies there; cured by two each of Leadership, Mindmeld and Exobiology.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_009', {
  title: 'Horta',
  scenario: 'behaviour/dilemmas/mm.spec.ts',
  dilemma: {
    title: 'Horta',
    steps: [{ kind: 'place', on: 'mission', affected: 'none' }],
    cure: 'Leadership x2 + Mindmeld x2 + Exobiology x2',
    ongoing: { periodicKill: { at: 'end-of-turn', count: 1, of: 'turn-player', now: true } },
  },
});
