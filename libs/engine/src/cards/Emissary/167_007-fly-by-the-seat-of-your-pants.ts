// Fly by the Seat of your Pants (Emissary, 167_007): dilemma — to get past: Navigation and OFFICER, one of them doubled.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_007', {
  title: 'Fly by the Seat of your Pants',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Fly by the Seat of your Pants',
    steps: [{ kind: 'pass', require: 'Navigation x2 + OFFICER OR Navigation + OFFICER x2' }],
  },
});
