// Gomtuu Shock Wave (HF2, 152_008): dilemma — unless two Diplomacy and INTEGRITY>32, or Empathy and INTEGRITY>35, every undocked ship here is damaged and pushed one location toward the far end of the spaceline.
import { defineCard } from '../../behaviour/define';

export default defineCard('152_008', {
  title: 'Gomtuu Shock Wave',
  scenario: 'behaviour/dilemmas/HF2.spec.ts',
  dilemma: {
    title: 'Gomtuu Shock Wave',
    steps: [{ kind: 'ships-here', damage: true, move: 'toward-far-end', unless: 'Diplomacy x2 + INTEGRITY>32 OR Empathy + INTEGRITY>35' }],
  },
});
