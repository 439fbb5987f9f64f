// None Shall Pass (ds9, 112_029): dilemma — to get past: great STRENGTH, or diplomats, or anthropologists, or Guramba.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_029', {
  title: 'None Shall Pass',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'None Shall Pass',
    steps: [{ kind: 'pass', require: 'STRENGTH>53 OR Diplomacy x3 OR Anthropology x2 OR Guramba' }],
  },
});
