// An Important Victory (crossover, 181_024): incident — on your table; once each turn one of your [DS9] Federation personnel with [TE] reports for free to Mirror Terok Nor while its [TE] side is up (a site of it: behaviour/nor-sides.ts). It is nullified once you play Terran Rebellion HQ, or if you seeded it (the record of cards seeded). Contain Boarding Parties there and the Rebellious Servants point box are manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › PLAYING "FOR FREE"; 1E DS9 expansion rules › REPORTING CARDS FOR DUTY (to a Nor: to one of its sites);
// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › NULLIFIERS (a nullified card is discarded).
// Behaviour/played-titles.ts + card-record.ts (`nullifiedIf.record`: seeded, whenever); discard-when.ts (`you-play`: "if you play" is
// a play while this card is in play — the text says "have seeded", not "have played").
export default defineCard('181_024', {
  title: 'An Important Victory',
  scenario: 'behaviour/nor-sides.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    {
      kind: 'free-report',
      who: { icons: ['DS9', 'TE'], affiliations: ['Federation'] },
      to: { nor: { titles: ['Mirror Terok Nor'], icon: 'TE' } },
      // No free report while Terran Rebellion HQ is in play by any way (table-conditions.ts); a play of it discards this card (discardWhen).
      unlessAny: [{ kind: 'your-card-in-play', titles: ['Terran Rebellion HQ'] }],
    },
  ],
  nullifiedIf: { record: [{ how: 'seeded', filter: { titles: ['Terran Rebellion HQ'] } }] },
  discardWhen: [{ kind: 'you-play', filter: { titles: ['Terran Rebellion HQ'] } }],
  manual: [
    'Contain Boarding Parties seeding or playing on Mirror Terok Nor',
    'ignoring the point box of Rebellious Servants played as your normal card play',
  ],
});
