// Combined Task Force (50, 188_006): incident — on your table; as it is played you may download Treaty: Federation/Klingon. While you have no Nor in play: your [DS9] cards may initiate battle against any target with no Federation or Klingon card; you report only Federation or Klingon personnel and ships; once each turn one of your [DS9] personnel (not [OS] or [MU]) reports for free, or instead (ActivateCard) you nullify a Homefront where your V.I.P. is present.
import { defineCard } from '../../behaviour/define';

// "Nullified if you control a Nor": no effect while you have a Nor in play (table-conditions.ts › your-card-in-play `nor`).
const NOR = [{ kind: 'your-card-in-play', nor: true }] as const;

// 1E rulebook › PLAYING "FOR FREE"; BATTLE › ATTACK RESTRICTIONS; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
export default defineCard('188_006', {
  title: 'Combined Task Force',
  scenario: 'behaviour/free-play-bans.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // "Plays on table; you may download …": declinable when played (PlayCard.decline).
  seedDownloads: { titles: ['Treaty: Federation/Klingon'], alsoWhenPlayed: true },
  permits: [
    { kind: 'free-report', who: { icons: ['DS9'] }, except: [{ icons: ['OS'] }, { icons: ['MU'] }], unlessAny: NOR },
    // attack-any.ts.
    { kind: 'force-may-attack-any-but', who: { icons: ['DS9'] }, notAgainst: ['Federation', 'Klingon'], unlessAny: NOR },
  ],
  // affiliation-bans.ts.
  restricts: [{ kind: 'owner-plays-only', types: ['Personnel', 'Ship'], anyOf: [{ affiliations: ['Federation', 'Klingon'] }], unlessAny: NOR }],
  // "… may report for free OR you may nullify {Homefront} present with your V.I.P.": one or the other each turn (download-onto-mission.ts; cards-where-yours.ts).
  abilities: [
    {
      id: 'nullify-homefront',
      requires: [{ kind: 'free-report-unused', unlessAny: NOR }],
      targets: { kind: 'card-in-play-where-yours', filter: { titles: ['Homefront'] }, yours: { classification: 'V.I.P.' } },
      effects: [{ kind: 'spend-free-report' }, { kind: 'nullify-target' }],
    },
  ],
});
