// Sabotaged Negotiations (borg, 124_006): dilemma — four random members meet; with less than 24 INTEGRITY between them the meeting fails and each of them without two Treachery dies.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_006', {
  title: 'Sabotaged Negotiations',
  scenario: 'behaviour/dilemmas/borg-b.spec.ts',
  dilemma: {
    title: 'Sabotaged Negotiations',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 4 } },
      { kind: 'pass-if', test: { not: { pickedSum: { attribute: 'INTEGRITY', below: 24 } } }, says: 'the four chosen have INTEGRITY>23 in all' },
      {
        kind: 'only-if',
        test: { pickedSum: { attribute: 'INTEGRITY', below: 24 } },
        step: { kind: 'act', targets: { by: 'picked', filter: { skillBelow: { skill: 'Treachery', level: 2 } } }, action: 'kill' },
      },
    ],
  },
});
