// Justice or Vengeance (HF6, 178_011): dilemma — unless two SECURITY and Anthropology, or Honor, Exobiology and INTEGRITY>32, the opponent chooses: one random Treachery member dies, or two random Delta Quadrant members die.
import { defineCard } from '../../behaviour/define';

export default defineCard('178_011', {
  title: 'Justice or Vengeance',
  scenario: 'behaviour/dilemmas/HF6.spec.ts',
  dilemma: {
    title: 'Justice or Vengeance',
    steps: [
      {
        kind: 'choose-mode',
        chooser: 'opponent',
        modes: ['one Treachery', 'two Delta Quadrant'],
        unless: 'SECURITY x2 + Anthropology OR Honor + Exobiology + INTEGRITY>32',
      },
      {
        kind: 'only-if',
        test: { mode: 'one Treachery' },
        step: { kind: 'act', targets: { by: 'random', count: 1, filter: { skill: 'Treachery' } }, action: 'kill' },
      },
      {
        kind: 'only-if',
        test: { mode: 'two Delta Quadrant' },
        step: { kind: 'act', targets: { by: 'random', count: 2, filter: { icon: 'DQ' } }, action: 'kill' },
      },
    ],
  },
});
