// Android Nightmares (qc, 105_004): dilemma — with an android in the team, one random non-android dies (three while the plasma creatures affect you), unless empathy or the androids' maker is there.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_004', {
  title: 'Android Nightmares',
  scenario: 'behaviour/dilemmas/qc-a.spec.ts',
  dilemma: {
    title: 'Android Nightmares',
    steps: [
      {
        kind: 'if',
        test: { not: { affectedBy: 'Interphasic Plasma Creatures' } },
        then: {
          kind: 'act',
          targets: { by: 'random', count: 1, filter: { notCharacteristics: ['Android'] } },
          action: 'kill',
          when: 'Android',
          unless: 'Empathy OR {Dr. Soong}',
        },
      },
      {
        kind: 'if',
        test: { affectedBy: 'Interphasic Plasma Creatures' },
        then: {
          kind: 'act',
          targets: { by: 'random', count: 3, filter: { notCharacteristics: ['Android'] } },
          action: 'kill',
          when: 'Android',
          unless: 'Empathy OR {Dr. Soong}',
        },
      },
    ],
  },
});
