// Lethean Telepathic Attack (ds9, 112_025): dilemma — unless two Empathy are there, it lies on one member (the station doctor if he is there, else a random one), who is disabled, or dies if CUNNING plus STRENGTH is low.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_025', {
  title: 'Lethean Telepathic Attack',
  scenario: 'behaviour/dilemmas/ds9-a.spec.ts',
  dilemma: {
    title: 'Lethean Telepathic Attack',
    steps: [
      { kind: 'pass', require: 'Empathy x2' },
      {
        kind: 'if',
        test: { all: [{ not: { gotPast: true } }, { someone: { titles: ['Julian Bashir'] } }] },
        then: { kind: 'pick', targets: { by: 'all', filter: { titles: ['Julian Bashir'] } } },
      },
      {
        kind: 'if',
        test: {
          all: [{ not: { gotPast: true } }, { not: { someone: { titles: ['Julian Bashir'] } } }],
        },
        then: { kind: 'pick', targets: { by: 'random', count: 1 } },
      },
      {
        kind: 'if',
        test: { not: { gotPast: true } },
        then: { kind: 'place', on: 'personnel', affected: 'picked' },
      },
      {
        kind: 'if',
        test: { not: { gotPast: true } },
        then: {
          kind: 'act',
          targets: {
            by: 'picked',
            filter: { sumBelow: { attributes: ['CUNNING', 'STRENGTH'], value: 16 } },
          },
          action: 'kill',
        },
      },
      {
        kind: 'if',
        test: { not: { gotPast: true } },
        then: { kind: 'act', targets: { by: 'picked' }, action: 'disable' },
      },
    ],
  },
});
