// Primal Urges (Cage, 212_009): dilemma — a male and a female (your choice) run off to the furthest planet for the team to get past; two ANIMAL nullify it.
import { defineCard } from '../../behaviour/define';

export default defineCard('212_009', {
  title: 'Primal Urges',
  scenario: 'behaviour/dilemmas/Cage-a.spec.ts',
  dilemma: {
    title: 'Primal Urges',
    steps: [
      { kind: 'pass', require: 'Male + Female' },
      {
        kind: 'if',
        test: { gotPast: true },
        then: {
          kind: 'act',
          targets: {
            by: 'choice',
            chooser: 'self',
            count: 1,
            filter: { characteristic: 'Female' },
          },
          action: 'relocate-furthest-planet',
        },
      },
      {
        kind: 'if',
        test: { gotPast: true },
        then: {
          kind: 'act',
          targets: { by: 'choice', chooser: 'self', count: 1, filter: { characteristic: 'Male' } },
          action: 'relocate-furthest-planet',
        },
      },
    ],
    nullify: 'ANIMAL x2',
  },
});
