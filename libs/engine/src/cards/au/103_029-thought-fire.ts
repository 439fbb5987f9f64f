// Thought Fire (au, 103_029): dilemma — while The Traveler: Transcendence lies on your table, every member whose CUNNING + INTEGRITY is below 12 dies unless Empathy is there.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_029', {
  title: 'Thought Fire',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Thought Fire',
    steps: [
      {
        kind: 'only-if',
        test: { onTableOf: { whose: 'self', titles: ['The Traveler: Transcendence'] } },
        step: { kind: 'act', targets: { by: 'all', filter: { sumBelow: { attributes: ['CUNNING', 'INTEGRITY'], value: 12 } } }, action: 'kill', unless: 'Empathy' },
      },
    ],
  },
});
