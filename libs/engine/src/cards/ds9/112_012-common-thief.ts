// Common Thief (ds9, 112_012): dilemma — a random piece of equipment is stolen if there is any; otherwise the opponent has one member of low STRENGTH plus CUNNING killed; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_012', {
  title: 'Common Thief',
  scenario: 'behaviour/dilemmas/ds9-a.spec.ts',
  dilemma: {
    title: 'Common Thief',
    steps: [
      {
        kind: 'if',
        test: { not: { equipmentPresent: true } },
        then: {
          kind: 'act',
          targets: {
            by: 'choice',
            chooser: 'opponent',
            count: 1,
            filter: { sumBelow: { attributes: ['STRENGTH', 'CUNNING'], value: 15 } },
          },
          action: 'kill',
        },
      },
      {
        kind: 'if',
        test: { equipmentPresent: true },
        then: { kind: 'discard-equipment', which: 'random-one' },
      },
    ],
    discard: true,
  },
});
