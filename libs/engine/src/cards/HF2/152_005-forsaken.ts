// Forsaken (HF2, 152_005): dilemma — to get past, two Honor or two Treachery; those who helped (your pick of the group when both could) go to the bottom of their owner's draw deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('152_005', {
  title: 'Forsaken',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Forsaken',
    steps: [
      { kind: 'pass', require: 'Honor x2 OR Treachery x2' },
      // Both groups could get past: the encountering player says which one helped.
      { kind: 'if', test: { all: [{ teamMeets: 'Honor x2' }, { teamMeets: 'Treachery x2' }] }, then: { kind: 'choose-mode', chooser: 'self', modes: ['Honor', 'Treachery'] } },
      { kind: 'if', test: { all: [{ teamMeets: 'Honor x2' }, { not: { teamMeets: 'Treachery x2' } }] }, then: { kind: 'act', targets: { by: 'all', filter: { skill: 'Honor' } }, action: 'to-deck-bottom' } },
      { kind: 'if', test: { all: [{ teamMeets: 'Treachery x2' }, { not: { teamMeets: 'Honor x2' } }] }, then: { kind: 'act', targets: { by: 'all', filter: { skill: 'Treachery' } }, action: 'to-deck-bottom' } },
      { kind: 'only-if', test: { mode: 'Honor' }, step: { kind: 'act', targets: { by: 'all', filter: { skill: 'Honor' } }, action: 'to-deck-bottom' } },
      { kind: 'only-if', test: { mode: 'Treachery' }, step: { kind: 'act', targets: { by: 'all', filter: { skill: 'Treachery' } }, action: 'to-deck-bottom' } },
    ],
  },
});
