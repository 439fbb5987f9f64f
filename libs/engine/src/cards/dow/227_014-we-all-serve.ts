// We All Serve (dow, 227_014): incident on your table — when played, brings the Cardassian/Dominion treaty from your deck into play;
// your own Dominion War Efforts is nullified while it is in play; once each turn one of your DS9 Dominion or Cardassian personnel with
// at most four skill dots and no special download reports for free, and you then draw a card; it is discarded once you play a personnel
// not native to the Alpha Quadrant, or a Cardassian personnel with Honor.
//   1E rulebook › PLAYING "FOR FREE"; DOWNLOADING; NULLIFY; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects);
//   REPORTING FOR DUTY › NATIVE QUADRANT (a card's native quadrant is shown by its quadrant icon; none: Alpha).
import { defineCard } from '../../behaviour/define';

export default defineCard('227_014', {
  title: 'We All Serve',
  scenario: 'behaviour/voyds9-we-all-serve.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'card-to-download', filter: { titles: ['Treaty: Cardassian/Dominion'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'download-target' }] }],
  duration: 'while-in-play',
  // Only its owner's copies (behaviour/rules-of-acquisition.ts › lastingNullifiers, option `yours`).
  nullifiesInPlay: { titles: ['Dominion War Efforts'], yours: true },
  // The free report (behaviour/free-report-follow-ups.ts: `dotsAtMost`), and the draw that follows it ("you may draw": always used).
  permits: [{ kind: 'free-report', who: { icons: ['DS9'], affiliations: ['Dominion', 'Cardassian'] }, dotsAtMost: 4 }],
  whenCardsPlayed: { filter: { types: ['Personnel'] }, afterOwnFreeReport: true, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
  // "Not native to the Alpha Quadrant": shows a [GQ], [DQ] or [MQ] quadrant icon (card-facts.ts › nativeQuadrant).
  // "If you have played": the record of cards played (card-record.ts, helper records), before it entered play too.
  discardWhen: [
    { kind: 'record', query: { how: 'played', filter: { types: ['Personnel'] }, unless: { notIcons: ['GQ', 'DQ', 'MQ'] } } },
    { kind: 'record', query: { how: 'played', filter: { types: ['Personnel'], affiliations: ['Cardassian'] }, skill: 'Honor' } },
  ],
});
