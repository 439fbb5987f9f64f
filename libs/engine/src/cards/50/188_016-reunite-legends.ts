// Reunite Legends (50, 188_016): objective — seeded or played on your outpost, it lies there; once per game you may download a [Films] ship matching that outpost (not I.K.S. Kla'Diyus) to it (ActivateCard; the outpost is the facility this card lies on: `reportsTo.withCardOn`). Scoring it (a [S] mission completed by a crew aboard a [Films] ship, seven unique [Films] personnel at the attempt's start) is manual.
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
  manual: [
    'when your crew completes a [S] mission aboard a [Films] ship and held at least seven unique [Films] personnel at the start of the attempt, discard the objective to score its points',
  ],
});
