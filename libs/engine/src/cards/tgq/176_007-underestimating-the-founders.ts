// Underestimating the Founders (tgq, 176_007): dilemma — three Intelligence nullify it; otherwise one random non-hologram member is captured.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_007', {
  title: 'Underestimating the Founders',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Underestimating the Founders',
    steps: [{ kind: 'act', targets: { by: 'random', count: 1, filter: { notIcon: 'Holo' } }, action: 'capture' }],
    nullify: 'Intelligence x3',
    manual: ['your choice of the captive while the opponent holds a captive'],
  },
});
