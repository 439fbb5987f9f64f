// Disguise Encroachment (tgq, 176_027): objective — plays on your unsolved mission and lies atop it. Once you have solved it, when your opponent has solved (before or after) a mission adjacent to it or in its region, you score 5 bonus points, your opponent loses 5, and it is discarded. Reporting a [Rom] Treachery personnel there as it is played is manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; WINNING THE GAME. Behaviour/near-solves.ts (checked after
// every command). Its point box (+/-5): bonus points for you, a loss for your opponent.
export default defineCard('176_027', {
  title: 'Disguise Encroachment',
  scenario: 'behaviour/failed-attempt-hindrances.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, unsolved: true } },
  duration: 'on-target-mission',
  scoresWhenOpponentSolvesNear: { points: 5 },
  manual: ['if at Derna or a mission where you have no facility, immediately reporting a [Rom] Treachery personnel there as it is played'],
});
