// Hello Computer? (SSttR, 234_001): dilemma — unless Archaeology, Physics and Computer Skill are there, it lies on your table and all your personnel are attributes all -2.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_001', {
  title: 'Hello Computer?',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Hello Computer?',
    steps: [
      { kind: 'pass', require: 'Archaeology + Physics + Computer Skill' },
      { kind: 'if', test: { not: { gotPast: true } }, then: { kind: 'place-on-table' } },
    ],
    ongoing: { attributes: { who: 'yours', delta: { INTEGRITY: -2, CUNNING: -2, STRENGTH: -2 } } },
  },
});
