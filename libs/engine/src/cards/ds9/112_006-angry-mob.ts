// Angry Mob (ds9, 112_006): dilemma — a random SECURITY or shape-shifter dies unless the rest of the Away Team has INTEGRITY above 27 from at most four, or STRENGTH above 50; discarded either way.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_006', {
  title: 'Angry Mob',
  scenario: 'behaviour/dilemmas/ds9.spec.ts',
  dilemma: {
    title: 'Angry Mob',
    steps: [
      {
        kind: 'pick',
        targets: {
          by: 'random',
          count: 1,
          filter: {
            anyOf: [
              { skill: 'SECURITY' },
              { characteristic: 'Shape-shifter' },
              { characteristic: 'Changeling' },
            ],
          },
        },
      },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'kill',
        unlessAny: [{ best: 'INTEGRITY', upTo: 4, above: 27 }, { require: 'STRENGTH>50' }],
        unlessOn: 'rest',
      },
    ],
    discard: true,
  },
});
