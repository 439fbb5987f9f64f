// Mimetic Simbiot (SaS, 141_004): dilemma — to get past, three MEDICAL or INTEGRITY>30; then two random members are singled out and you choose which of them dies.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_004', {
  title: 'Mimetic Simbiot',
  scenario: 'behaviour/dilemmas/SaS.spec.ts',
  dilemma: {
    title: 'Mimetic Simbiot',
    steps: [
      { kind: 'pass', require: 'MEDICAL x3 OR INTEGRITY>30' },
      { kind: 'pick', targets: { by: 'random', count: 2 } },
      { kind: 'act', targets: { by: 'choose-picked', chooser: 'self', count: 1 }, action: 'kill' },
    ],
  },
});
