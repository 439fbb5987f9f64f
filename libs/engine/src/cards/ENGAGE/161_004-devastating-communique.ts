// Devastating Communique (ENGAGE, 161_004): dilemma — the opponent picks one personnel, stopped until the end of your next turn (a nullifying card is played as a response).
import { defineCard } from '../../behaviour/define';

export default defineCard('161_004', {
  title: 'Devastating Communique',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Devastating Communique',
    steps: [
      {
        kind: 'act',
        targets: { by: 'choice', chooser: 'opponent', count: 1 },
        action: 'stop-until-next-turn',
      },
    ],
  },
});
