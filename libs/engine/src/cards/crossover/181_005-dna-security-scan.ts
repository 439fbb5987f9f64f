// DNA Security Scan (crossover, 181_005): dilemma — to get past needs two ENGINEER, two Computer Skill and CUNNING above 15 for each objective in the opponent's discard pile (up to six).
import { defineCard } from '../../behaviour/define';

export default defineCard('181_005', {
  title: 'DNA Security Scan',
  scenario: 'behaviour/dilemmas/crossover-a.spec.ts',
  dilemma: {
    title: 'DNA Security Scan',
    steps: [
      {
        kind: 'if',
        test: {
          count: { inDiscard: { type: 'Objective', whose: 'opponent' }, max: 6 },
          atLeast: 0,
          atMost: 0,
        },
        then: { kind: 'pass', require: 'ENGINEER x2 + Computer Skill x2 + CUNNING>0' },
      },
      {
        kind: 'if',
        test: {
          count: { inDiscard: { type: 'Objective', whose: 'opponent' }, max: 6 },
          atLeast: 1,
          atMost: 1,
        },
        then: { kind: 'pass', require: 'ENGINEER x2 + Computer Skill x2 + CUNNING>15' },
      },
      {
        kind: 'if',
        test: {
          count: { inDiscard: { type: 'Objective', whose: 'opponent' }, max: 6 },
          atLeast: 2,
          atMost: 2,
        },
        then: { kind: 'pass', require: 'ENGINEER x2 + Computer Skill x2 + CUNNING>30' },
      },
      {
        kind: 'if',
        test: {
          count: { inDiscard: { type: 'Objective', whose: 'opponent' }, max: 6 },
          atLeast: 3,
          atMost: 3,
        },
        then: { kind: 'pass', require: 'ENGINEER x2 + Computer Skill x2 + CUNNING>45' },
      },
      {
        kind: 'if',
        test: {
          count: { inDiscard: { type: 'Objective', whose: 'opponent' }, max: 6 },
          atLeast: 4,
          atMost: 4,
        },
        then: { kind: 'pass', require: 'ENGINEER x2 + Computer Skill x2 + CUNNING>60' },
      },
      {
        kind: 'if',
        test: {
          count: { inDiscard: { type: 'Objective', whose: 'opponent' }, max: 6 },
          atLeast: 5,
          atMost: 5,
        },
        then: { kind: 'pass', require: 'ENGINEER x2 + Computer Skill x2 + CUNNING>75' },
      },
      {
        kind: 'if',
        test: {
          count: { inDiscard: { type: 'Objective', whose: 'opponent' }, max: 6 },
          atLeast: 6,
          atMost: 6,
        },
        then: { kind: 'pass', require: 'ENGINEER x2 + Computer Skill x2 + CUNNING>90' },
      },
    ],
  },
});
