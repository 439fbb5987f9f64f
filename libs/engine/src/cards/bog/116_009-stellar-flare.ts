// Stellar Flare (bog, 116_009): dilemma — every ship in space here is damaged and stopped unless its crew has two Navigation and Astrophysics or its SHIELDS are above 11; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_009', {
  title: 'Stellar Flare',
  scenario: 'behaviour/dilemmas/bog-a.spec.ts',
  dilemma: {
    title: 'Stellar Flare',
    steps: [{ kind: 'damage-ships-here', unless: 'Navigation x2 + Astrophysics', orShieldsAbove: 11 }],
    discard: true,
  },
});
