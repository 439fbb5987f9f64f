// IDIC: Power of the High Command (llap, 195_011): incident — while on your table, your Vulcan personnel may attempt Alpha Quadrant missions whose requirements name OFFICER; once each turn, as you play (not download) a [Sch] card while you have four or more [Vul] personnel in play, you may draw none, one or two cards, or instead (once per game) download to hand a [Vul] ship together with its matching commander.
//   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; DOWNLOADING (a download is not "playing" here: the card excludes it);
//   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS; Glossary › matching commander.
import { drawUpTo } from '../../behaviour/effect-builders';
import { defineCard } from '../../behaviour/define';

export default defineCard('195_011', {
  title: 'IDIC: Power of the High Command',
  scenario: 'behaviour/vulcan-maquis-delta.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'attempt-missions', who: { affiliations: ['Vulcan'] }, missions: { quadrant: 'Alpha', requiring: 'OFFICER' } }],
  // when-cards-played.ts: `yourPersonnelAtLeast` (helper dqv) — four Vulcan-affiliation personnel of yours in play; "up to two": a choice over the top cards (choices.ts › draw-prefixes).
  // Issue 15 (helper tail4): the OR is the `ways` pool, its second way once per game (`oncePerGame`); the pair is a draw-deck pool
  // `withMatchingCommander` (choices.ts), both cards to hand, shown to the opponent, the deck reshuffled.
  whenCardsPlayed: {
    filter: { icons: ['Sch'] },
    notDownloaded: true,
    oncePerTurn: true,
    yourPersonnelAtLeast: { filter: { affiliation: 'Vulcan' }, count: 4 },
    effects: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'ways', ways: ['draw', 'ship-and-commander'], oncePerGame: ['ship-and-commander'] },
        pick: 1,
        upTo: true,
        chosen: 'stay',
        byWay: {
          draw: [drawUpTo(2)],
          'ship-and-commander': [
            {
              kind: 'choose-cards',
              chooser: 'you',
              pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Ship'], affiliations: ['Vulcan'] }, download: true, withMatchingCommander: true },
              pick: 1,
              upTo: true,
              chosen: 'to-hand',
            },
          ],
        },
      },
    ],
  },
});
