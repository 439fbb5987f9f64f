// Conduct Crossover Operation (crossover, 181_033): mission — any crew may attempt it.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_033', {
  title: 'Conduct Crossover Operation',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    attemptBy: { anyExcept: [] },
  },
});
