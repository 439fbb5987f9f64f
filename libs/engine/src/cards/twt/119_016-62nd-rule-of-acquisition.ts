// 62nd Rule of Acquisition (twt, 119_016): event — lies on your mission nobody has attempted yet; when you solve it you score 10 bonus points and your opponent loses 10 (then it is discarded). Nullified (discarded) when you begin an attempt there with fewer than 3 or more than 7 personnel, or once you play — or have already played — Scan or Full Planet Scan.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_016', {
  title: '62nd Rule of Acquisition',
  scenario: 'behaviour/played-titles.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, unattempted: true } },
  duration: 'on-target-mission',
  // 1E rulebook › ATTEMPT A MISSION › NULLIFIERS (behaviour/played-titles.ts: the record of titles played, the attempt's size).
  nullifiedIf: { youPlayed: ['Scan', 'Full Planet Scan'], attemptWith: { fewerThan: 3, moreThan: 7 } },
  // Its point box (+/-10): bonus points (1E rulebook › WINNING THE GAME: points from a card other than a mission).
  triggers: [
    {
      on: 'mission-completed',
      effects: [
        {
          kind: 'if-you-solved-here',
          then: [
            { kind: 'score-points', points: 10, bonus: true },
            { kind: 'score-points', points: -10, bonus: true, who: 'opponent' },
            { kind: 'discard-self' },
          ],
        },
      ],
    },
  ],
});
