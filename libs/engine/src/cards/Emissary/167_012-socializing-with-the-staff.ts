// Socializing with the Staff (Emissary, 167_012): dilemma — to get past, a female; every female is stopped, except one random female who goes on when there are two or more.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_012', {
  title: 'Socializing with the Staff',
  scenario: 'behaviour/dilemmas/Emissary.spec.ts',
  dilemma: {
    title: 'Socializing with the Staff',
    steps: [
      { kind: 'pass', require: 'Female' },
      {
        kind: 'act',
        targets: { by: 'all', filter: { characteristic: 'Female' }, spareOne: 'random' },
        action: 'stop',
      },
    ],
  },
});
