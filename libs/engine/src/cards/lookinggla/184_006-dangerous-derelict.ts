// Dangerous Derelict (lookinggla, 184_006): dilemma — the opponent may download and seed here up to two Empok Nor-related dilemmas other than Friendly Fire and Ferengi Infestation.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_006', {
  title: 'Dangerous Derelict',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Dangerous Derelict',
    steps: [{ kind: 'download-and-seed', upTo: 2, characteristic: 'Empok Nor-related', exceptTitles: ['Friendly Fire', 'Ferengi Infestation'] }],
  },
});
