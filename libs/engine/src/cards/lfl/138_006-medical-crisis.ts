// Medical Crisis (lfl, 138_006): dilemma — a random MEDICAL is killed if Kazon or Vidiian, stopped otherwise; to get past, two Biology with two MEDICAL or a nurse.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_006', {
  title: 'Medical Crisis',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Medical Crisis',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1, filter: { skill: 'MEDICAL' } } },
      {
        kind: 'act',
        targets: {
          by: 'picked',
          filter: { anyOf: [{ affiliation: 'Kazon' }, { affiliation: 'Vidiian' }] },
        },
        action: 'kill',
      },
      { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
      { kind: 'pass', require: 'Biology x2 + (MEDICAL x2 OR Nurse)' },
    ],
  },
});
