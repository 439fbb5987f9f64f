// 75th Rule of Acquisition (roa, 117_029): event — lies on your Acquisition personnel while in their native quadrant; when that personnel helps solve a mission in another quadrant, you download up to five Gold-Pressed Latinum there (your pick from the deck) or, picking none, score its 10 bonus points; then it is discarded. Once per mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_029', {
  title: '75th Rule of Acquisition',
  scenario: 'behaviour/helped-solve-away.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { skill: 'Acquisition' }, inNativeQuadrant: true },
  duration: 'on-target-card',
  // 1E rulebook › SOLVING THE MISSION; DOWNLOADING; WINNING THE GAME (a card's point box: bonus points) — behaviour/helped-solve-away.ts.
  triggers: [
    {
      on: 'mission-completed',
      effects: [
        {
          kind: 'if-host-helped-solve-away',
          oncePerMission: true,
          then: [
            {
              kind: 'choose-cards',
              chooser: 'you',
              pool: { from: 'draw-deck', whose: 'you', filter: { titles: ['Gold-Pressed Latinum'] }, download: true },
              pick: 5,
              upTo: true,
              chosen: 'download-here',
              then: [{ kind: 'discard-self' }],
              ifNone: [{ kind: 'score-points', points: 10, bonus: true }, { kind: 'discard-self' }],
            },
          ],
        },
      ],
    },
  ],
});
