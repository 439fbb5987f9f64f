// Navigational Hazards (dom, 115_012): dilemma — to get past: a stellar cartographer and two navigators.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_012', {
  title: 'Navigational Hazards',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Navigational Hazards',
    steps: [{ kind: 'pass', require: 'Stellar Cartography + Navigation x2' }],
  },
});
