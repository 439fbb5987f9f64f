// Male's Love Interest & Plague Ship (ep, 121_012): dilemma — two dilemmas on one card: a random male member leaves for the furthest planet; then a MEDICAL must go over to the plague ship (discarded) or the whole team dies; discarded, worth 5 bonus points.
import { defineCard } from '../../behaviour/define';

export default defineCard('121_012', {
  title: 'Male\'s Love Interest & Plague Ship',
  scenario: 'behaviour/dilemmas/ep.spec.ts',
  dilemma: {
    title: 'Male\'s Love Interest & Plague Ship',
    // Issue 15 (helper history): a Combo dilemma; its second half begins at step 1 (behaviour/combo-halves.ts).
    comboSecondHalfAt: 1,
    // Issue 15 (helper substring): the dilemmas it joins; a card naming one affects that half only (combo-halves.ts).
    comboHalves: ["Male's Love Interest", 'Tarellian Plague Ship'],
    steps: [
      { kind: 'act', targets: { by: 'random', count: 1, filter: { characteristic: 'Male' } }, action: 'relocate-furthest-planet' },
      { kind: 'hook', name: 'plague-ship' },
    ],
    discard: true,
    points: 5,
  },
});
