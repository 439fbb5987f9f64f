// Forsaken (HF2, 152_005): dilemma — to get past, two Honor or two Treachery; those who helped go to the bottom of their owner's draw deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('152_005', {
  title: 'Forsaken',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Forsaken',
    steps: [
      { kind: 'pass', require: 'Honor x2 OR Treachery x2' },
      { kind: 'if', test: { teamMeets: 'Honor x2' }, then: { kind: 'act', targets: { by: 'all', filter: { skill: 'Honor' } }, action: 'to-deck-bottom' } },
      {
        kind: 'if',
        test: { all: [{ not: { teamMeets: 'Honor x2' } }, { teamMeets: 'Treachery x2' }] },
        then: { kind: 'act', targets: { by: 'all', filter: { skill: 'Treachery' } }, action: 'to-deck-bottom' },
      },
    ],
    manual: ['with both two Honor and two Treachery, the player choosing which group helped (the engine sends the Honor personnel)'],
  },
});
