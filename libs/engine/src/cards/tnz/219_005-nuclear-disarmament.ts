// Nuclear Disarmament (tnz, 219_005): dilemma — every temporal agent of yours in play dies (only stopped when three Anthropology are present); to get past, two Computer Skill and INTEGRITY>40, or Physics and an ANIMAL.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_005', {
  title: 'Nuclear Disarmament',
  scenario: 'behaviour/dilemmas/tnz.spec.ts',
  dilemma: {
    title: 'Nuclear Disarmament',
    steps: [
      {
        kind: 'act',
        targets: { by: 'in-play', whose: 'self', filter: { characteristic: 'Temporal Agent' } },
        action: 'kill',
        unless: 'Anthropology x3',
        conditional: false,
      },
      { kind: 'act', targets: { by: 'in-play', whose: 'self', filter: { characteristic: 'Temporal Agent' } }, action: 'stop', when: 'Anthropology x3' },
      { kind: 'pass', require: 'Computer Skill x2 + INTEGRITY>40 OR Physics + ANIMAL' },
    ],
  },
});
