// Drought Tree (qc, 105_024): event — planted atop a planet mission you completed, it scores you 7 bonus points; any player with an Away Team on that planet and no opposing personnel there may nullify it, and its points are lost.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; LEAVING PLAY › bonus points (points from a card other than a mission); NULLIFIERS.
// Behaviour/nullify-with-present.ts (`nullifiedByUnopposed`).
export default defineCard('105_024', {
  title: 'Drought Tree',
  scenario: 'behaviour/qcau.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { planet: true, completedByYou: true } },
  duration: 'on-target-mission',
  triggers: [{ on: 'played', effects: [{ kind: 'score-points', points: 7, bonus: true }] }],
  nullifiedByUnopposed: { pointsLost: 7 },
});
