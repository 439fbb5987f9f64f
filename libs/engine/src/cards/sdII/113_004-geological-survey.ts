// Geological Survey (sdII, 113_004): mission — bonus points when the solvers have three Geology or three Greed.
import { defineCard } from '../../behaviour/define';

export default defineCard('113_004', {
  title: 'Geological Survey',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 10, when: { kind: 'solvers-meet', requirement: 'Geology x3 OR Greed x3' } }],
  },
});
