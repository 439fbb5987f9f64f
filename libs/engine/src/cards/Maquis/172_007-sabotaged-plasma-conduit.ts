// Sabotaged Plasma Conduit (Maquis, 172_007): dilemma — to get past: Computer Skill and Physics, one of them doubled.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_007', {
  title: 'Sabotaged Plasma Conduit',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Sabotaged Plasma Conduit',
    steps: [
      { kind: 'pass', require: 'Computer Skill x2 + Physics OR Computer Skill + Physics x2' },
    ],
  },
});
