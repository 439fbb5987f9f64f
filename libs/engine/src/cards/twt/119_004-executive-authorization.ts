// Executive Authorization (twt, 119_004): dilemma — to get past, a head of state or senior leader of some kind (one of many ranks), a counterpart, or any PADD.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_004', {
  title: 'Executive Authorization',
  scenario: 'behaviour/dilemmas/twt.spec.ts',
  dilemma: {
    title: 'Executive Authorization',
    steps: [
      {
        kind: 'count',
        any: [
          {
            filter: {
              anyOf: [
                { characteristic: 'President' },
                { characteristic: 'High Council Leader' },
                { characteristic: 'General' },
                { characteristic: 'Legate' },
                { characteristic: 'Chancellor' },
                { characteristic: 'Proconsul' },
                { characteristic: 'Chairman' },
                { characteristic: 'Intendant' },
                { characteristic: 'Minister' },
                { characteristic: 'Kai' },
                { characteristic: 'Founder' },
                { characteristic: 'Nagus' },
                { characteristic: 'Governor' },
                { characteristic: 'Queen' },
                { characteristic: 'Counterpart' },
              ],
            },
            atLeast: 1,
          },
          { require: '{any PADD}' },
        ],
      },
    ],
  },
});
