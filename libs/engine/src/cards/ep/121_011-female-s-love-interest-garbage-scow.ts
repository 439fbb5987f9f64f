// Female's Love Interest & Garbage Scow (ep, 121_011): dilemma — two dilemmas on one card: a random female member leaves for the furthest planet; then the scow is placed on the mission, the attempt ends and nobody may attempt it while it lies there.
import { defineCard } from '../../behaviour/define';

export default defineCard('121_011', {
  title: 'Female\'s Love Interest & Garbage Scow',
  scenario: 'behaviour/premiere-places.spec.ts',
  dilemma: {
    title: 'Female\'s Love Interest & Garbage Scow',
    // Issue 15 (helper history): a Combo dilemma; its second half begins at step 1 (behaviour/combo-halves.ts).
    comboSecondHalfAt: 1,
    // Issue 15 (helper substring): the dilemmas it joins; a card naming one affects that half only (combo-halves.ts).
    comboHalves: ["Female's Love Interest", 'Radioactive Garbage Scow'],
    steps: [
      { kind: 'act', targets: { by: 'random', count: 1, filter: { characteristic: 'Female' } }, action: 'relocate-furthest-planet' },
      { kind: 'place', on: 'mission', affected: 'none' },
      { kind: 'end-attempt' },
    ],
    ongoing: { blocksAttempts: true, towedBy: 'ENGINEER x2' },
  },
});
