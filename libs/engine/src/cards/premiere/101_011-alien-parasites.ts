// Alien Parasites (premiere, 101_011): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_011', {
  title: 'Alien Parasites',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Alien Parasites',
    steps: [{ kind: 'hook', name: 'beam-back', unless: 'INTEGRITY>32' }],
    // Issue 15 (premiere-control): control of another's cards exists (ControlTaken, behaviour/control-changes.ts), but not a
    // suspended turn in which the opponent acts with them until they are stopped (checks of whose turn it is, legalCommands).
    manual: ['the opponent choosing to control the ship and crew, acting with them during the suspended turn until they are stopped'],
  },
});
