// Crippling Injury (Cage, 212_003): dilemma — two OFFICER or two Leadership get past; then the opponent picks a unique leader who is crippled: no regular skills and no STRENGTH while it lies on them.
import { defineCard } from '../../behaviour/define';

export default defineCard('212_003', {
  title: 'Crippling Injury',
  scenario: 'behaviour/dilemmas/Cage-a.spec.ts',
  dilemma: {
    title: 'Crippling Injury',
    steps: [
      { kind: 'pass', require: 'OFFICER x2 OR Leadership x2' },
      {
        kind: 'if',
        test: { gotPast: true },
        then: {
          kind: 'pick',
          targets: {
            by: 'choice',
            chooser: 'opponent',
            count: 1,
            filter: {
              unique: true,
              anyOf: [{ skill: 'Leadership' }, { classification: 'OFFICER' }],
            },
          },
        },
      },
      {
        kind: 'if',
        test: { gotPast: true },
        then: { kind: 'place', on: 'personnel', affected: 'picked' },
      },
    ],
    ongoing: { attributes: { who: 'host', set: { STRENGTH: 0 }, regularSkillsLost: true } },
  },
});
