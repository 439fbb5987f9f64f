// Surprise Assault (dom, 115_014): dilemma — unless Leadership, two OFFICER and two SECURITY, or two hand weapons are there, two die: the lowest CUNNING first, then the lowest STRENGTH; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_014', {
  title: 'Surprise Assault',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Surprise Assault',
    steps: [
      {
        kind: 'act',
        targets: { by: 'ordered', measures: ['CUNNING', 'STRENGTH'], direction: 'lowest', count: 2, tie: 'opponent' },
        action: 'kill',
        unlessAny: [{ require: 'Leadership + OFFICER x2 + SECURITY x2' }, { equipment: { characteristic: 'hand weapon' }, atLeast: 2 }],
      },
    ],
    discard: true,
  },
});
