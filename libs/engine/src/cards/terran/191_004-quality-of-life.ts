// Quality of Life (terran, 191_004): dilemma — the opponent may draw one card for each equipment present; to get past, Cybernetics and two Law, or four ENGINEER, or an Exocomp, or discard an equipment present.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_004', {
  title: 'Quality of Life',
  scenario: 'behaviour/dilemmas/terran.spec.ts',
  dilemma: {
    title: 'Quality of Life',
    steps: [
      { kind: 'draw', who: 'opponent', count: { plus: { equipmentPresent: {} } }, optional: true },
      {
        kind: 'count',
        any: [{ require: 'Cybernetics + Law x2' }, { require: 'ENGINEER x4' }, { require: '{Exocomp}' }, { equipment: {}, atLeast: 1, discard: true }],
      },
    ],
  },
});
