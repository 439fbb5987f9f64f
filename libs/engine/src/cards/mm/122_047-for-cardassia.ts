// For Cardassia! (mm, 122_047): objective — played on your Legate (for free when that Legate has Honor; 1E rulebook › PLAYING "FOR FREE"): your Cardassians present with the Legate get INTEGRITY and STRENGTH +2. When the Legate helps solve Cardassia Prime with HQ: Secure Homeworld on it, you may discard the objective to download two Cardassians with Honor there, or (once per game) place the Legate and two other Cardassians with Honor from its team out of play for its 15 points.
import { defineCard } from '../../behaviour/define';

const download = 'download two Cardassians who have Honor';
const outOfPlay = 'place the Legate and two other Cardassians who have Honor out of play to score points';
const honoured = { types: ['Personnel'], species: 'Cardassian', skill: 'Honor' };

// 1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION (the personnel who meet the requirements help solve it; solving the
// mission HQ: Secure Homeworld lies on completes it); DOWNLOADING; SCORING POINTS (a card's points: bonus points);
// MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS. Behaviour/helped-solve-away.ts (`missionAt`, `missionWith`,
// `host-out-of-play`), choices.ts (`ways` `whenFull`; pool `personnel-in-play` `withHost`). "Cardassians": the Cardassian
// species; "who have Honor": printed Honor; "that Away Team": the Legate's crew or Away Team (the same place).
export default defineCard('122_047', {
  title: 'For Cardassia!',
  scenario: 'behaviour/incidents.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'on-target-with-skill', skill: 'Honor' } },
  targets: { kind: 'your-personnel', who: { characteristics: ['Legate'] } },
  duration: 'on-target-card',
  modifiers: [{ kind: 'attributes', attributes: ['INTEGRITY', 'STRENGTH'], delta: 2, to: { characteristics: ['Cardassian'] }, where: 'present' }],
  triggers: [
    {
      on: 'mission-completed',
      effects: [
        {
          kind: 'if-host-helped-solve-away',
          anyQuadrant: true,
          missionAt: ['Cardassia Prime'],
          missionWith: 'HQ: Secure Homeworld',
          then: [
            {
              kind: 'choose-cards',
              chooser: 'you',
              pool: { from: 'ways', ways: [download, outOfPlay], oncePerGame: [outOfPlay], whenFull: true },
              pick: 1,
              upTo: true,
              chosen: 'stay',
              byWay: {
                [download]: [
                  {
                    kind: 'choose-cards',
                    chooser: 'you',
                    pool: { from: 'draw-deck', whose: 'you', filter: honoured, download: true },
                    pick: 2,
                    upTo: true,
                    chosen: 'download-here',
                    then: [{ kind: 'discard-self' }],
                    ifNone: [{ kind: 'discard-self' }],
                  },
                ],
                [outOfPlay]: [
                  {
                    kind: 'choose-cards',
                    chooser: 'you',
                    pool: { from: 'personnel-in-play', whose: 'you', filter: { species: 'Cardassian', skill: 'Honor' }, withHost: true },
                    pick: 2,
                    chosen: 'out-of-play',
                    then: [{ kind: 'host-out-of-play' }, { kind: 'score-points', points: 15, bonus: true }, { kind: 'discard-self' }],
                  },
                ],
              },
            },
          ],
        },
      ],
    },
  ],
});
