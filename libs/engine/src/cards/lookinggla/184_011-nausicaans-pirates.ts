// Nausicaans: Pirates (lookinggla, 184_011): dilemma — two random crew members die unless the crew has two Navigation, three SECURITY and STRENGTH>40, or a cloaking ship and CUNNING>40; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_011', {
  title: 'Nausicaans: Pirates',
  scenario: 'behaviour/dilemmas/lookinggla-a.spec.ts',
  dilemma: {
    title: 'Nausicaans: Pirates',
    steps: [
      {
        kind: 'if',
        test: { not: { shipHas: 'Cloaking Device' } },
        then: {
          kind: 'act',
          targets: { by: 'random', count: 2 },
          action: 'kill',
          unless: 'Navigation x2 + SECURITY x3 + STRENGTH>40',
        },
      },
      {
        kind: 'if',
        test: { shipHas: 'Cloaking Device' },
        then: {
          kind: 'act',
          targets: { by: 'random', count: 2 },
          action: 'kill',
          unless: 'Navigation x2 + SECURITY x3 + STRENGTH>40 OR CUNNING>40',
        },
      },
    ],
    discard: true,
  },
});
