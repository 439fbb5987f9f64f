// Heart of Glory (TNG, 155_018): event — played on your Klingon (free on Korris or Konmel): 5 bonus points for each personnel that Klingon stuns or mortally wounds in combat, three at most. (Unique.)
import { defineCard } from '../../behaviour/define';

export default defineCard('155_018', {
  title: 'Heart of Glory',
  scenario: 'behaviour/trophies.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'on-target-persona', names: ['Korris', 'Konmel'] } },
  targets: { kind: 'your-personnel', who: { characteristics: ['Klingon'] } },
  duration: 'on-target-card',
  // Issue 15 (helper trophies): behaviour/trophies.ts; the points box 5X, X counted in the combat stage (1E rulebook › BATTLE › PERSONNEL BATTLE › 4. Combat).
  scoresPerHostHurt: { points: 5, limit: 3 },
});
