// Exe-Q-tioner (lookinggla, 184_008): dilemma — unless a treacherous team of low integrity or civilians of high integrity is there, a random member dies and the opponent seeds it again under another unsolved mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_008', {
  title: 'Exe-Q-tioner',
  scenario: 'behaviour/dilemmas/lookinggla-a.spec.ts',
  dilemma: {
    title: 'Exe-Q-tioner',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'kill',
        unless: 'Treachery + INTEGRITY<29 OR CIVILIAN + INTEGRITY>49',
      },
      { kind: 'if', test: { not: { gotPast: true } }, then: { kind: 'reseed-elsewhere' } },
    ],
  },
});
