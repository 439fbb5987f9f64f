// The Caretaker's "Guests" (VP, 132_021): dilemma — one member of the opponent's choice goes atop its owner's draw deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_021', {
  title: 'The Caretaker\'s "Guests"',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'The Caretaker\'s "Guests"',
    steps: [{ kind: 'act', targets: { by: 'choice', chooser: 'opponent', count: 1 }, action: 'deck-top' }],
    manual: ['you may place a different personnel of the same affiliation from your discard pile with the crew or Away Team'],
  },
});
