// In the Pale Moonlight (roa, 117_009): dilemma — to get past, someone of very low INTEGRITY, a treacherous Federation personnel, any Garak, or a Founder.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_009', {
  title: 'In the Pale Moonlight',
  scenario: 'behaviour/dilemmas/roa.spec.ts',
  dilemma: {
    title: 'In the Pale Moonlight',
    steps: [
      {
        kind: 'count',
        any: [
          { filter: { below: { attribute: 'INTEGRITY', value: 4 } }, atLeast: 1 },
          { filter: { affiliation: 'Federation', skill: 'Treachery' }, atLeast: 1 },
          { require: '{any Garak} OR Founder' },
        ],
      },
    ],
  },
});
