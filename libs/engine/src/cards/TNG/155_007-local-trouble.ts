// Local Trouble (TNG, 155_007): dilemma — Anthropology with STRENGTH>24 gets past.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_007', {
  title: 'Local Trouble',
  scenario: 'behaviour/dilemmas/TNG-a.spec.ts',
  dilemma: {
    title: 'Local Trouble',
    steps: [{ kind: 'pass', require: 'Anthropology + STRENGTH>24' }],
    manual: ["the opponent's optional download and seeding of the named dilemmas here"],
  },
});
