// Local Trouble (TNG, 155_007): dilemma — Anthropology with STRENGTH>24 gets past; the opponent may then download and seed here up to two of three named dilemmas.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_007', {
  title: 'Local Trouble',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Local Trouble',
    steps: [
      { kind: 'pass', require: 'Anthropology + STRENGTH>24' },
      { kind: 'if', test: { gotPast: true }, then: { kind: 'download-and-seed', upTo: 2, titles: ['Archer', 'Hunter Gangs', 'Punishment Zone'] } },
    ],
  },
});
