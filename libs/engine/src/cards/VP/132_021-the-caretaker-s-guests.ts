// The Caretaker's "Guests" (VP, 132_021): dilemma — one member of the opponent's choice goes atop its owner's draw deck; you may put a different personnel of its affiliation from your discard pile into the team.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_021', {
  title: 'The Caretaker\'s "Guests"',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'The Caretaker\'s "Guests"',
    steps: [
      { kind: 'pick', targets: { by: 'choice', chooser: 'opponent', count: 1 } },
      { kind: 'act', targets: { by: 'picked' }, action: 'deck-top' },
      { kind: 'join-team', from: 'discard' },
    ],
  },
});
