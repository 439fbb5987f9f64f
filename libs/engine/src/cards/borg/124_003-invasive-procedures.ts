// Invasive Procedures (borg, 124_003): dilemma — unless a Borg with the [Def] icon, or MEDICAL with CUNNING>35 and a phaser or disruptor, is there, it lies on the ship: its crew is quarantined, loses the first-listed skill and is attributes all -2.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_003', {
  title: 'Invasive Procedures',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Invasive Procedures',
    steps: [
      {
        kind: 'count',
        any: [
          { filter: { affiliation: 'Borg', icon: 'Def' }, atLeast: 1 },
          { equipment: { titleWords: ['Phaser', 'Disruptor'] }, atLeast: 1, require: 'MEDICAL + CUNNING>35' },
        ],
      },
      { kind: 'if', test: { not: { gotPast: true } }, then: { kind: 'place', on: 'ship', affected: 'team' } },
    ],
    ongoing: { quarantine: true, firstSkillLost: true, attributes: { who: 'affected', delta: { INTEGRITY: -2, CUNNING: -2, STRENGTH: -2 } } },
  },
});
