// Flim-Flam Artist (HF, 139_006): dilemma — the opponent may draw a card; to get past, Diplomacy and two Computer Skill, or Law and CUNNING>32 (>50 at a Delta Quadrant mission).
import { defineCard } from '../../behaviour/define';

export default defineCard('139_006', {
  title: 'Flim-Flam Artist',
  scenario: 'behaviour/dilemmas/HF.spec.ts',
  dilemma: {
    title: 'Flim-Flam Artist',
    steps: [
      { kind: 'draw', who: 'opponent', count: 1, optional: true },
      { kind: 'pass', require: 'Diplomacy + Computer Skill x2 OR Law + CUNNING>32', quadrant: { notIn: 'Delta' } },
      { kind: 'pass', require: 'Diplomacy + Computer Skill x2 OR Law + CUNNING>50', quadrant: { in: 'Delta' } },
    ],
  },
});
