// Consolidate Power (terran, 191_031): objective — plays on your table once Betray Captain is complete; once per game, just
// after you won a ship battle involving at least two of your ships with the Contender aboard one, it is complete: to your
// point area (12 bonus points), the Contender is now an Admiral and the ship it is aboard has +2 RANGE, WEAPONS and SHIELDS,
// you draw three cards and download Declare New Sovereign.
import { defineCard } from '../../behaviour/define';

// behaviour/contender.ts (stage 3).
export default defineCard('191_031', {
  title: 'Consolidate Power',
  scenario: 'behaviour/contender.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'contender-stage-reached', stage: 2 }] },
  contenderObjective: { stage: 3, points: 12, draws: 3, next: 'Declare New Sovereign' },
});
