// Defending Their Homes (Maquis, 172_013): incident — on your table; as it is played you may download They Call Themselves the Maquis; once each turn either one of your [TNG] Maquis personnel reports for free, or you download For the Cause onto your Demilitarized Zone Region mission (ActivateCard); discarded while you have a Treaty in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_013', {
  title: 'Defending Their Homes',
  scenario: 'behaviour/download-onto-mission.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // "Plays on table; you may download …": declinable when played (PlayCard.decline); it never seeds.
  seedDownloads: { titles: ['They Call Themselves the Maquis'], alsoWhenPlayed: true },
  permits: [{ kind: 'free-report', who: { icons: ['TNG'], affiliations: ['Maquis'] } }],
  // "… report for free OR you may download {For the Cause}": one or the other each turn (behaviour/download-onto-mission.ts).
  abilities: [
    {
      id: 'for-the-cause',
      requires: [{ kind: 'free-report-unused' }],
      targets: { kind: 'card-onto-mission', titles: ['For the Cause'], missions: { yours: true, regions: ['Demilitarized Zone Region'] } },
      effects: [{ kind: 'spend-free-report' }, { kind: 'download-onto-mission' }],
    },
  ],
  // 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (behaviour/discard-when.ts).
  discardWhen: [{ kind: 'you-have-in-play', any: [{ titlePrefixes: ['Treaty'] }] }],
});
