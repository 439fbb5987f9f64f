// Not So Demilitarized (Maquis, 172_015): incident — on your table; as it is played you may download They Call Themselves the Maquis; once each turn, while every facility you have in play shows [Maq], either one of your [DS9][Maq] personnel reports for free or you download For the Cause onto your Badlands or Demilitarized Zone Region mission (ActivateCard); you may not play Espionage cards.
import { defineCard } from '../../behaviour/define';

const allMaquisFacilities = [{ kind: 'all-your-facilities' as const, icons: ['Maq'] }];

export default defineCard('172_015', {
  title: 'Not So Demilitarized',
  scenario: 'behaviour/ds9-mirror.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // "Plays on table; you may download …": declinable when played (PlayCard.decline).
  seedDownloads: { titles: ['They Call Themselves the Maquis'], alsoWhenPlayed: true },
  // 1E rulebook › PLAYING "FOR FREE" (free-reports.ts; the table condition: table-conditions.ts).
  permits: [{ kind: 'free-report', who: { icons: ['DS9', 'Maq'] }, whenAny: allMaquisFacilities }],
  // "… report for free OR you may download {For the Cause}": one or the other each turn (behaviour/download-onto-mission.ts).
  abilities: [
    {
      id: 'for-the-cause',
      requires: [{ kind: 'free-report-unused', whenAny: allMaquisFacilities }],
      targets: { kind: 'card-onto-mission', titles: ['For the Cause'], missions: { yours: true, regions: ['Badlands Region', 'Demilitarized Zone Region'] } },
      effects: [{ kind: 'spend-free-report' }, { kind: 'download-onto-mission' }],
    },
  ],
  // "You may not play {Espionage} cards" (play-conditions2.ts › playForbiddenBy).
  restricts: [{ kind: 'no-plays-titled', titles: [], titlePrefixes: ['Espionage'], yoursOnly: true }],
});
