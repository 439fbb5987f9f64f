// Reward from the Founders (tgq, 176_017): incident — on your table. Once each turn one of your [DS9] Vorta reports for
// free, and then you draw a card unless you have Dominion War Efforts in play; you report at most one Jem'Hadar each turn;
// twice per game you may download Ketracel-White to your Vorta present with your Jem'Hadar; it is discarded when you
// voluntarily start a personnel battle with more than two of your Jem'Hadar.
//   1E rulebook › PLAYING "FOR FREE"; REPORTING FOR DUTY; DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR
//   LIMITS; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES. Behaviour/free-report-follow-ups.ts (the draw after its own free
//   report), report-limits.ts, interrupts-d.ts (`download-for-your-personnel` … `presentWith`), discard-when.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_017', {
  title: 'Reward from the Founders',
  scenario: 'behaviour/reward-from-the-founders.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['DS9'], characteristics: ['Vorta'] } }],
  whenCardsPlayed: {
    filter: { types: ['Personnel'] },
    afterOwnFreeReport: true,
    effects: [{ kind: 'if-table', conditions: [{ kind: 'none-titled-in-play', title: 'Dominion War Efforts' }], then: [{ kind: 'draw', who: 'you', count: 1 }] }],
  },
  restricts: [{ kind: 'reports-each-turn-at-most', filter: { types: ['Personnel'], characteristics: ["Jem'Hadar"] }, max: 1 }],
  abilities: [
    {
      id: 'ketracel-white',
      limit: { kind: 'per-game', times: 2 },
      targets: { kind: 'download-for-your-personnel', download: { titles: ['Ketracel-White'] }, personnel: { characteristic: 'Vorta' }, presentWith: { characteristic: "Jem'Hadar" } },
      effects: [{ kind: 'download-to-named-place' }],
    },
  ],
  discardWhen: [{ kind: 'you-initiate-battle', personnel: { characteristics: ["Jem'Hadar"], moreThan: 2 } }],
});
