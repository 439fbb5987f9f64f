// Anaphasic Organism & Nagilum (ep, 121_008): dilemma — two dilemmas on one card: unless SECURITY and MEDICAL, the female with the highest attribute total is discarded (ties: the opponent); then half the team (rounded down, random) dies unless three Diplomacy or STRENGTH>40; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('121_008', {
  title: 'Anaphasic Organism & Nagilum',
  scenario: 'behaviour/dilemmas/ep.spec.ts',
  dilemma: {
    title: 'Anaphasic Organism & Nagilum',
    // Issue 15 (helper history): a Combo dilemma; its second half begins at step 1 (behaviour/combo-halves.ts).
    comboSecondHalfAt: 1,
    // Issue 15 (helper substring): the dilemmas it joins; a card naming one affects that half only (combo-halves.ts).
    comboHalves: ['Anaphasic Organism', 'Nagilum'],
    steps: [
      {
        kind: 'act',
        targets: { by: 'highest', measure: 'total', count: 1, tie: 'opponent', filter: { characteristic: 'Female' } },
        action: 'discard',
        unless: 'SECURITY + MEDICAL',
      },
      { kind: 'act', targets: { by: 'random', count: 'half' }, action: 'kill', unless: 'Diplomacy x3 OR STRENGTH>40' },
    ],
    discard: true,
  },
});
