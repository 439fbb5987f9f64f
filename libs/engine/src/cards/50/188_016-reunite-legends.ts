// Reunite Legends (50, 188_016): objective — seeded or played on your outpost, it lies there; once per game you may download a [Films] ship matching that outpost (not I.K.S. Kla'Diyus) to it (ActivateCard; the outpost is the facility this card lies on: `reportsTo.withCardOn`). When your crew aboard a [Films] ship completes a space mission, having begun the attempt with at least seven unique [Films] personnel, it is discarded and you score its 10 points (behaviour/crew-solves.ts; the points are bonus points).
//   1E rulebook › DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; REPORTING FOR DUTY (a ship reports docked at a facility of its affiliation).
import { defineCard } from '../../behaviour/define';

export default defineCard('188_016', {
  title: 'Reunite Legends',
  scenario: 'behaviour/holotos-objectives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-facility', facilityKind: 'Outpost' },
  duration: 'on-target-card',
  seedsOnTarget: true,
  abilities: [
    {
      id: 'download-ship',
      limit: 'once-per-game',
      targets: { kind: 'card-to-download', filter: { types: ['Ship'], icons: ['Films'], notTitles: ["I.K.S. Kla'Diyus"], reportsTo: { facilityKind: 'Outpost', matching: true, withCardOn: 'Reunite Legends' } } },
      effects: [{ kind: 'download-target' }],
    },
  ],
  whenYourCrewSolves: {
    missionKind: 'space',
    shipIcons: ['Films'],
    startedWith: { filter: { icons: ['Films'], universal: false }, atLeast: 7 },
    effects: [{ kind: 'score-points', points: 10, bonus: true }, { kind: 'discard-self' }],
  },
});
