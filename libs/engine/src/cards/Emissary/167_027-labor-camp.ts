// Labor Camp (Emissary, 167_027): incident — plays on your non-homeworld planet mission, or on an Ore Processing Unit
// (a site of a Nor); for free when Forced-Labor Camp lies at that location. As each of your turns begins, while one of
// your Cardassian or Ferengi personnel on that planet (or aboard that unit) escorts a captive, you score 5 points.
//   1E rulebook › PLAYING "FOR FREE"; PLAYING A CARD › YOUR NORMAL CARD PLAY › Exception: "Start of turn" actions;
//   1E DS9 expansion rules › SITES (a card played on a site lies there); MISCELLANEOUS RULES › "HERE" AND "PRESENT".
import { defineCard } from '../../behaviour/define';

const FREE = { kind: 'with-title-at-target', titles: ['Forced-Labor Camp'] } as const;

export default defineCard('167_027', {
  title: 'Labor Camp',
  scenario: 'behaviour/turn-starts.spec.ts',
  play: { window: { kind: 'normal-play' }, free: FREE },
  targets: { kind: 'mission', missions: { yours: true, planet: true, notHomeworld: true } },
  duration: 'on-target-mission',
  // The other way: on an Ore Processing Unit (the site's "present" is aboard it: turn-starts.ts).
  modes: [{ play: { window: { kind: 'normal-play' }, free: FREE }, targets: { kind: 'site', titles: ['Ore Processing Unit'] }, duration: 'on-target-card' }],
  atTurnStart: { whose: 'your', requires: [{ kind: 'escorting-captive-here', affiliations: ['Cardassian', 'Ferengi'] }], effects: [{ kind: 'score-points', points: 5, bonus: true }] },
});
