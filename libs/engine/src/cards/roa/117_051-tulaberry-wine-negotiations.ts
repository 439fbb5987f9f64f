// Tulaberry Wine Negotiations (roa, 117_051): mission — any non-Dominion Away Team may attempt it.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_051', {
  title: 'Tulaberry Wine Negotiations',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    attemptBy: { anyExcept: ['Dominion'] },
  },
});
