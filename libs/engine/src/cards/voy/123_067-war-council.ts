// War Council (voy, 123_067): incident — the second way: played on your crew or Away Team whose personnel of yours have
// four levels of Treachery together; you draw up to three cards, then it is discarded. The first way (seeded or played on
// your Neutral or Non-Aligned facility, not a Colony or a Nor: your Non-Aligned cards stop working with aligned cards
// and keep the usual attack restrictions; your Non-Aligned CIVILIAN and V.I.P. personnel native to its quadrant gain
// CUNNING; one of them reports aboard for free once each turn) is its manual way (`PlayCard { manualWay: true }`: behaviour/manual-ways.ts).
//   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; DRAWING CARDS ("up to"); Glossary › skills (a skill with
//   a multiplier counts that many times). Behaviour/targets-events.ts (`with` … `levels`).
import { drawUpTo } from '../../behaviour/effect-builders';
import { defineCard } from '../../behaviour/define';

export default defineCard('123_067', {
  title: 'War Council',
  scenario: 'behaviour/manual-ways.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'crew-or-away-team', whose: 'yours', with: [{ filter: {}, skill: 'Treachery', atLeast: 4, levels: true }] },
  triggers: [{ on: 'played', effects: [drawUpTo(3)] }],
  duration: 'instant',
  manualWay:
    'the first way: seeded or played on your [Neu] or [Non] facility (not a Colony or a Nor) — your [Non] cards do not work with aligned cards and have standard attack restrictions; your [Non] CIVILIAN and V.I.P. personnel native to its quadrant are CUNNING +2, and once each turn one of them reporting aboard it does so for free',
});
