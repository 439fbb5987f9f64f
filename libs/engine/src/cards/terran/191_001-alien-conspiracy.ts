// Alien Conspiracy (terran, 191_001): dilemma — you choose one member for each dissident the opponent has in play; the opponent picks two of those to die.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_001', {
  title: 'Alien Conspiracy',
  scenario: 'behaviour/dilemmas/terran.spec.ts',
  dilemma: {
    title: 'Alien Conspiracy',
    steps: [
      {
        kind: 'pick',
        targets: { by: 'choice-n', chooser: 'self', n: { plus: { personnelInPlay: { whose: 'opponent', filter: { characteristic: 'Dissident' } } } } },
      },
      { kind: 'act', targets: { by: 'choose-picked', chooser: 'opponent', count: 2 }, action: 'kill' },
    ],
  },
});
