// Computer Weapon & Hyper-Aging (ep, 121_010): dilemma — two dilemmas on one card: unless SCIENCE, the non-personnel cards in hand are swapped for new draws; then the whole team is quarantined on the mission and dies when a four-turn countdown runs out, unless cured with SCIENCE and two MEDICAL.
import { defineCard } from '../../behaviour/define';

export default defineCard('121_010', {
  title: 'Computer Weapon & Hyper-Aging',
  scenario: 'behaviour/dilemmas/ep.spec.ts',
  dilemma: {
    title: 'Computer Weapon & Hyper-Aging',
    // Issue 15 (helper history): a Combo dilemma; its second half begins at step 1 (behaviour/combo-halves.ts).
    comboSecondHalfAt: 1,
    // Issue 15 (helper substring): the dilemmas it joins; a card naming one affects that half only (combo-halves.ts).
    comboHalves: ['Iconian Computer Weapon', 'Hyper-Aging'],
    steps: [
      { kind: 'hook', name: 'reboot-hand', unless: 'SCIENCE' },
      { kind: 'place', on: 'mission', affected: 'team', countdown: 4 },
    ],
    cure: 'SCIENCE + MEDICAL x2',
    ongoing: { onExpiry: 'kill-affected', quarantine: true },
  },
});
