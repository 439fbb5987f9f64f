// Labor Camp (Emissary, 167_027): incident — plays on your non-homeworld planet mission; as each of your turns begins, while one of your Cardassian or Ferengi personnel on that planet escorts a captive, you score 5 points.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_027', {
  title: 'Labor Camp',
  scenario: 'behaviour/turn-starts.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, planet: true, notHomeworld: true } },
  duration: 'on-target-mission',
  atTurnStart: { whose: 'your', requires: [{ kind: 'escorting-captive-here', affiliations: ['Cardassian', 'Ferengi'] }], effects: [{ kind: 'score-points', points: 5, bonus: true }] },
  manual: ['playing on an Ore Processing Unit (and scoring for personnel present there)', 'playing for free while Forced-Labor Camp is present'],
});
