// Here by Invitation (Emissary, 167_025): incident — on your table, downloading Treaty: Federation/Bajoran as it is played if you like; once each turn one of your [DS9] Bajoran or [DS9] Federation personnel with "DS9" or "Deep Space 9" in lore reports for free to Deep Space 9 (a site of Terok Nor turned over: behaviour/nor-sides.ts) or aboard your U.S.S. Defiant; once per game, while your facility commander is at Commander's Office, you may download an objective (behaviour/facility-commanders.ts). Nullified (discarded) while you have Bajoran Resistance Cell in play — nothing is downloaded when it is played then.
import { defineCard } from '../../behaviour/define';

// While Bajoran Resistance Cell is in play the card gives nothing (it is discarded after the command that brought the Cell).
const BRC = [{ kind: 'your-card-in-play', titles: ['Bajoran Resistance Cell'] }] as const;

// 1E rulebook › PLAYING "FOR FREE"; DOWNLOADING; Glossary › matching commander ("facility commanders"); ATTEMPT A MISSION › NULLIFIERS;
// 1E DS9 expansion rules › REPORTING CARDS FOR DUTY (to a Nor: to one of its sites).
export default defineCard('167_025', {
  title: 'Here by Invitation',
  scenario: 'behaviour/facility-commanders.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // "Plays on table; you may download …": declinable when played (PlayCard.decline).
  seedDownloads: { titles: ['Treaty: Federation/Bajoran'], alsoWhenPlayed: true },
  nullifiedIf: { youHaveInPlay: ['Bajoran Resistance Cell'] },
  permits: [
    {
      kind: 'free-report',
      who: { anyOf: [{ icons: ['DS9'], affiliations: ['Bajoran'] }, { icons: ['DS9'], affiliations: ['Federation'] }] },
      lore: ['DS9', 'Deep Space 9'],
      to: { nor: { titles: ['Deep Space 9'] } },
      unlessAny: BRC,
    },
  ],
  // "OR to your {U.S.S. Defiant}": a report place of its own, free, sharing the once-each-turn use (key `free report:<title>`; table-reports.ts).
  tableReports: (['Bajoran', 'Federation'] as const).flatMap((affiliation) =>
    ['DS9', 'Deep Space 9'].map((loreWord) => ({ who: { icons: ['DS9'], affiliation, loreWord }, aboardShips: ['U.S.S. Defiant'], unlessAny: BRC })),
  ),
  // "Once per game, if your facility commander is at {Commander's Office}, you may download an objective": any objective of your
  // deck or hand, onto a target of its own when it takes one.
  abilities: [
    {
      id: 'download-objective',
      limit: 'once-per-game',
      requires: [{ kind: 'facility-commander-at-site', sites: ["Commander's Office"] }],
      targets: { kind: 'card-with-own-target', filter: { types: ['Objective'] }, untargetedToo: true },
      effects: [{ kind: 'download-with-own-target' }],
    },
  ],
});
