// Gorn Encounter (mm, 122_008): dilemma — the member with the most Leadership (the opponent breaks ties, or picks anyone when none has it) is attacked and dies unless its printed CUNNING or STRENGTH plus its skill dots exceeds 12; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_008', {
  title: 'Gorn Encounter',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Gorn Encounter',
    steps: [
      { kind: 'pick', targets: { by: 'highest', measure: { skill: 'Leadership' }, count: 1, tie: 'opponent' } },
      { kind: 'act', targets: { by: 'picked', filter: { printedPlusDotsAtMost: { attributes: ['CUNNING', 'STRENGTH'], value: 12 } } }, action: 'kill' },
    ],
    discard: true,
  },
});
