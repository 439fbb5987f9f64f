// Declare New Sovereign (terran, 191_032): objective — plays on your table once Consolidate Power is complete; once per
// game, just after the Contender helped solve a homeworld of its affiliation, it is complete: to your point area (15 bonus
// points) and the Contender is now an Emperor (or Empress). From the point area, once each turn, you may stop that
// personnel to draw four cards OR to download a personnel (the two share one use a turn).
//   1E rulebook › THE CARDS › OBJECTIVES (an objective placed in the point area keeps the text it names); DOWNLOADING;
//   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
import { defineCard } from '../../behaviour/define';

// behaviour/contender.ts (stage 4); the abilities are used from the point area (`fromPointArea`), paid by stopping the
// Contender (`stop-contender`: behaviour/activations.ts).
export default defineCard('191_032', {
  title: 'Declare New Sovereign',
  scenario: 'behaviour/contender.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'contender-stage-reached', stage: 3 }] },
  contenderObjective: { stage: 4, points: 15, draws: 0 },
  abilities: [
    { id: 'draw-four', limit: 'once-per-turn', limitShared: 'sovereign', fromPointArea: true, costs: ['stop-contender'], effects: [{ kind: 'draw', who: 'you', count: 4 }] },
    {
      id: 'download-personnel',
      limit: 'once-per-turn',
      limitShared: 'sovereign',
      fromPointArea: true,
      costs: ['stop-contender'],
      targets: { kind: 'card-to-download', filter: { types: ['Personnel'] } },
      effects: [{ kind: 'download-target' }],
    },
  ],
});
