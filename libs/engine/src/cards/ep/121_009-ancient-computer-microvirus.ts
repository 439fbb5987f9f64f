// Ancient Computer & Microvirus (ep, 121_009): dilemma — two dilemmas on one card: to get past, two Computer Skill or three SCIENCE or three ENGINEER; then, unless MEDICAL and SECURITY, the opponent picks one member to die; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('121_009', {
  title: 'Ancient Computer & Microvirus',
  scenario: 'behaviour/dilemmas/ep.spec.ts',
  dilemma: {
    title: 'Ancient Computer & Microvirus',
    // Issue 15 (helper history): a Combo dilemma; its second half begins at step 1 (behaviour/combo-halves.ts).
    comboSecondHalfAt: 1,
    // Issue 15 (helper substring): the dilemmas it joins; a card naming one affects that half only (combo-halves.ts).
    comboHalves: ['Ancient Computer', 'Microvirus'],
    steps: [
      { kind: 'pass', require: 'Computer Skill x2 OR SCIENCE x3 OR ENGINEER x3' },
      { kind: 'act', targets: { by: 'choice', chooser: 'opponent', count: 1 }, action: 'kill', unless: 'MEDICAL + SECURITY' },
    ],
    discard: true,
  },
});
