// Drumhead (bog, 116_004): dilemma — a crew member of low integrity is discarded (chosen by the inquisitor's side when she is in play, else at random); with none, the captain or Law is needed to get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_004', {
  title: 'Drumhead',
  scenario: 'behaviour/dilemmas/bog-a.spec.ts',
  dilemma: {
    title: 'Drumhead',
    steps: [
      {
        kind: 'if',
        test: { not: { someone: { below: { attribute: 'INTEGRITY', value: 5 } } } },
        then: { kind: 'pass', require: '{Jean-Luc Picard} OR Law' },
      },
      {
        kind: 'if',
        test: {
          all: [
            { someone: { below: { attribute: 'INTEGRITY', value: 5 } } },
            { count: { inPlay: { title: 'Norah Satie', whose: 'any' } }, atLeast: 1 },
          ],
        },
        then: {
          kind: 'act',
          targets: {
            by: 'choice',
            chooser: 'opponent',
            count: 1,
            filter: { below: { attribute: 'INTEGRITY', value: 5 } },
          },
          action: 'discard',
        },
      },
      {
        kind: 'if',
        test: {
          all: [
            { someone: { below: { attribute: 'INTEGRITY', value: 5 } } },
            { not: { count: { inPlay: { title: 'Norah Satie', whose: 'any' } }, atLeast: 1 } },
          ],
        },
        then: {
          kind: 'act',
          targets: {
            by: 'random',
            count: 1,
            filter: { below: { attribute: 'INTEGRITY', value: 5 } },
          },
          action: 'discard',
        },
      },
    ],
  },
});
