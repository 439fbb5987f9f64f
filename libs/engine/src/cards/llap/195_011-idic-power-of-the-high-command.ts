// IDIC: Power of the High Command (llap, 195_011): incident — while on your table, your Vulcan personnel may attempt Alpha Quadrant missions whose requirements name OFFICER; once each turn, as you play (not download) a [Sch] card while you have four or more [Vul] personnel in play, you may draw none, one or two cards. The once-per-game alternative (a [Vul] ship and its matching commander downloaded to hand) is played by hand.
//   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; DOWNLOADING (a download is not "playing" here: the card excludes it);
//   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_011', {
  title: 'IDIC: Power of the High Command',
  scenario: 'behaviour/vulcan-maquis-delta.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'attempt-missions', who: { affiliations: ['Vulcan'] }, missions: { quadrant: 'Alpha', requiring: 'OFFICER' } }],
  // when-cards-played.ts: `yourPersonnelAtLeast` (helper dqv) — four Vulcan-affiliation personnel of yours in play; "up to two": a choice over the top cards (choices.ts › draw-prefixes).
  whenCardsPlayed: {
    filter: { icons: ['Sch'] },
    notDownloaded: true,
    oncePerTurn: true,
    yourPersonnelAtLeast: { filter: { affiliation: 'Vulcan' }, count: 4 },
    effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'draw-prefixes', whose: 'you', count: 2 }, pick: 1, upTo: true, chosen: 'drawn' }],
  },
  manual: ['instead of the draw, once per game: downloading a [Vul] ship and its matching commander to hand'],
});
