// Shall We Begin Again? (ENGAGE, 161_009): dilemma — the opponent draws three cards and shows their hand; one random member is stopped for each command-icon personnel shown.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_009', {
  title: 'Shall We Begin Again?',
  scenario: 'behaviour/dilemmas/ENGAGE.spec.ts',
  dilemma: {
    title: 'Shall We Begin Again?',
    steps: [
      { kind: 'draw', who: 'opponent', count: 3 },
      { kind: 'reveal-hand', whose: 'opponent' },
      { kind: 'act', targets: { by: 'random-n', n: { plus: { handCards: { whose: 'opponent', type: 'Personnel', icon: 'Cmd' } } } }, action: 'stop' },
    ],
  },
});
