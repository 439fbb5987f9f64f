// Attractive Antiquities (lookinggla, 184_003): dilemma — to get past needs Acquisition and two Greed, or Honor, an OFFICER, a SECURITY and INTEGRITY above 20 for each latinum the opponent has in play (up to three).
import { defineCard } from '../../behaviour/define';

export default defineCard('184_003', {
  title: 'Attractive Antiquities',
  scenario: 'behaviour/dilemmas/lookinggla-a.spec.ts',
  dilemma: {
    title: 'Attractive Antiquities',
    steps: [
      {
        kind: 'if',
        test: {
          count: { inPlay: { title: 'Gold-Pressed Latinum', whose: 'opponent' }, max: 3 },
          atLeast: 0,
          atMost: 0,
        },
        then: {
          kind: 'pass',
          require: 'Acquisition + Greed x2 OR Honor + OFFICER + SECURITY + INTEGRITY>0',
        },
      },
      {
        kind: 'if',
        test: {
          count: { inPlay: { title: 'Gold-Pressed Latinum', whose: 'opponent' }, max: 3 },
          atLeast: 1,
          atMost: 1,
        },
        then: {
          kind: 'pass',
          require: 'Acquisition + Greed x2 OR Honor + OFFICER + SECURITY + INTEGRITY>20',
        },
      },
      {
        kind: 'if',
        test: {
          count: { inPlay: { title: 'Gold-Pressed Latinum', whose: 'opponent' }, max: 3 },
          atLeast: 2,
          atMost: 2,
        },
        then: {
          kind: 'pass',
          require: 'Acquisition + Greed x2 OR Honor + OFFICER + SECURITY + INTEGRITY>40',
        },
      },
      {
        kind: 'if',
        test: {
          count: { inPlay: { title: 'Gold-Pressed Latinum', whose: 'opponent' }, max: 3 },
          atLeast: 3,
          atMost: 3,
        },
        then: {
          kind: 'pass',
          require: 'Acquisition + Greed x2 OR Honor + OFFICER + SECURITY + INTEGRITY>60',
        },
      },
    ],
  },
});
