// V'Ger (tmp, 126_010): dilemma — the ship is destroyed unless two Empathy, or Diplomacy, Anthropology and Computer Skill; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_010', {
  title: "V'Ger",
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: "V'Ger",
    steps: [
      {
        kind: 'ship',
        action: 'destroy',
        unless: 'Empathy x2 OR Diplomacy + Anthropology + Computer Skill',
      },
    ],
    discard: true,
  },
});
