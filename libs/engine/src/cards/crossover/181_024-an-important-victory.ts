// An Important Victory (crossover, 181_024): incident — on your table; once each turn one of your [DS9] Federation personnel with [TE] reports for free to Mirror Terok Nor while its [TE] side is up (a site of it: behaviour/nor-sides.ts). No effect while you have Terran Rebellion HQ in play.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › PLAYING "FOR FREE"; 1E DS9 expansion rules › REPORTING CARDS FOR DUTY (to a Nor: to one of its sites).
export default defineCard('181_024', {
  title: 'An Important Victory',
  scenario: 'behaviour/nor-sides.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    {
      kind: 'free-report',
      who: { icons: ['DS9', 'TE'], affiliations: ['Federation'] },
      to: { nor: { titles: ['Mirror Terok Nor'], icon: 'TE' } },
      // "Nullified if you play … {Terran Rebellion HQ}": read as while you have it in play (table-conditions.ts).
      unlessAny: [{ kind: 'your-card-in-play', titles: ['Terran Rebellion HQ'] }],
    },
  ],
  manual: [
    'nullified if you have seeded Terran Rebellion HQ (needs the record of seeded cards another helper is building)',
    'Contain Boarding Parties seeding or playing on Mirror Terok Nor',
    'ignoring the point box of Rebellious Servants played as your normal card play',
  ],
});
