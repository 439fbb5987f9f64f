// Brain Drain (au, 103_055): interrupt — once each turn, on any personnel in a crew or Away Team: it has no skills and CUNNING 0 until the end of the turn; the other way (on Interphasic Plasma Creatures, doubling its effects) is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_055', {
  title: 'Brain Drain',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'personnel', whose: 'any' },
  modifiers: [{ kind: 'host-gains', losesAllSkills: true, zeroes: ['CUNNING'], to: {}, where: 'on-host' }],
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
  manual: ['the other way: played on Interphasic Plasma Creatures, doubling its effects'],
});
