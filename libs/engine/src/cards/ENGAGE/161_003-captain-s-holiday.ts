// Captain's Holiday (ENGAGE, 161_003): dilemma — to get past: two Archaeology or two Geology.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_003', {
  title: "Captain's Holiday",
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: "Captain's Holiday",
    steps: [{ kind: 'pass', require: 'Archaeology x2 OR Geology x2' }],
  },
});
