// Primitive Culture (fc, 109_013): dilemma — to get past, one of many cultural groupings (Vulcans, an anthropologist civilian, Dominion soldiers, spies, traders, Klingons or Borg drones).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_013', {
  title: 'Primitive Culture',
  scenario: 'behaviour/dilemmas/fc.spec.ts',
  dilemma: {
    title: 'Primitive Culture',
    steps: [
      {
        kind: 'pass',
        require:
          "3 Vulcans OR Anthropology + CIVILIAN OR Vorta + 4 Jem'Hadar OR Tal Shiar x2 OR Obsidian Order x2 OR Acquisition + Greed x2 OR 6 Klingons OR 4 {[Def] personnel}",
      },
    ],
  },
});
