// The Warp Five Program (50, 188_007): incident — seeds or plays on your Seat of Starfleet. Mission specialists you download
// may go there; just after your Starfleet personnel reports there, you may relocate it aboard one of your NX-class ships in the
// Alpha Quadrant; if the first mission you solve is a space mission, 10 bonus points. Nullified while you have more than one
// ship in play, shuttlepods not counted.
//   1E rulebook › DOWNLOADING; REPORTING FOR DUTY; ATTEMPT A MISSION › SOLVING THE MISSION (bonus points); NULLIFIERS
//   (behaviour/mission-specialists.ts, when-cards-played.ts, choice-ships.ts, first-solve-bonus.ts, played-titles.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('188_007', {
  title: 'The Warp Five Program',
  scenario: 'behaviour/first-solve-bonus.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-facility', titles: ['Seat of Starfleet'] },
  duration: 'on-target-card',
  seedsOnTarget: true,
  specialistsMayDownloadHere: true,
  whenCardsPlayed: {
    filter: { types: ['Personnel'], affiliations: ['Starfleet'] },
    here: true,
    targetPlayed: true,
    effects: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'your-ships', filter: { types: ['Ship'], shipClassIncludes: 'NX' }, quadrant: 'Alpha' },
        pick: 1,
        upTo: true,
        chosen: 'stay',
        then: [{ kind: 'relocate-target-to-chosen' }],
      },
    ],
  },
  firstSolveBonus: { space: true, points: 10 },
  nullifiedIf: { youHaveShipsMoreThan: { count: 1, exceptClass: 'Shuttlepod' } },
});
