// Interphasic Plasma Creatures (au, 103_018): dilemma — unless two SCIENCE or a mind-meld is there, it stays on the table and all your personnel are 2 STRENGTH weaker while it does (one copy counts).
import { defineCard } from '../../behaviour/define';

export default defineCard('103_018', {
  title: 'Interphasic Plasma Creatures',
  scenario: 'behaviour/dilemmas/au-a.spec.ts',
  dilemma: {
    title: 'Interphasic Plasma Creatures',
    steps: [
      { kind: 'pass', require: 'SCIENCE x2 OR Mindmeld' },
      { kind: 'if', test: { not: { gotPast: true } }, then: { kind: 'place-on-table' } },
    ],
    ongoing: { attributes: { who: 'yours', delta: { STRENGTH: -2 } } },
  },
});
