// Battle of Cardassia (dow, 227_018): mission — bonus points with your Federation, Romulan and Klingon ships there; the opponent's side: Cardassian or Dominion, other requirements, WEAPONS>36 there, 40 points.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_018', {
  title: 'Battle of Cardassia',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 20, when: { kind: 'your-ships-here', affiliations: ['Federation', 'Romulan', 'Klingon'] } }],
    opponentSide: { icons: ['Cardassian', 'Dominion'], requirements: 'Leadership x2 + SECURITY x2 + Treachery x2', attemptRequires: [{ kind: 'your-weapons-here', above: 36 }], points: 40 },
  },
});
