// Here by Invitation (Emissary, 167_025): incident — on your table, downloading Treaty: Federation/Bajoran as it is played if you like; once each turn one of your [DS9] Bajoran or [DS9] Federation personnel with "DS9" or "Deep Space 9" in lore reports for free to Deep Space 9 (a site of Terok Nor turned over: behaviour/nor-sides.ts) or aboard your U.S.S. Defiant; no free report while you have Bajoran Resistance Cell in play.
import { defineCard } from '../../behaviour/define';

const BRC = [{ kind: 'your-card-in-play', titles: ['Bajoran Resistance Cell'] }] as const;

// 1E rulebook › PLAYING "FOR FREE"; DOWNLOADING; 1E DS9 expansion rules › REPORTING CARDS FOR DUTY (to a Nor: to one of its sites).
export default defineCard('167_025', {
  title: 'Here by Invitation',
  scenario: 'behaviour/nor-sides.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // "Plays on table; you may download …": declinable when played (PlayCard.decline).
  seedDownloads: { titles: ['Treaty: Federation/Bajoran'], alsoWhenPlayed: true },
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
  manual: [
    'once per game, downloading an objective while your facility commander is at Commander\'s Office',
    'the Treaty download refused while you have Bajoran Resistance Cell in play (the card is nullified then)',
  ],
});
