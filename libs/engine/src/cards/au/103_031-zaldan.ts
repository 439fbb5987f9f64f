// Zaldan (au, 103_031): dilemma — unless two Treachery, a disruptor, a named ensign or Exobiology, two random diplomats die.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_031', {
  title: 'Zaldan',
  scenario: 'behaviour/dilemmas/au.spec.ts',
  dilemma: {
    title: 'Zaldan',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 2, filter: { skill: 'Diplomacy' } },
        action: 'kill',
        unless: 'Treachery x2 OR {any Disruptor} OR {Wesley Crusher} OR Exobiology',
      },
    ],
  },
});
