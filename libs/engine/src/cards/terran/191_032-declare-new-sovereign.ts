// Declare New Sovereign (terran, 191_032): objective — plays on your table once Consolidate Power is complete; once per
// game, just after the Contender helped solve a homeworld of its affiliation, it is complete: to your point area (15 bonus
// points) and the Contender is now an Emperor (or Empress). Its lasting ability is not automated yet.
import { defineCard } from '../../behaviour/define';

// behaviour/contender.ts (stage 4).
export default defineCard('191_032', {
  title: 'Declare New Sovereign',
  scenario: 'behaviour/contender.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'contender-stage-reached', stage: 3 }] },
  contenderObjective: { stage: 4, points: 15, draws: 0 },
  manual: ['once each turn, stop the Emperor (Empress) to draw four cards or download a personnel (the objective lies in the point area, where no ability is offered)'],
});
