// Service the Collective (efc, 114_005): incident — seeds or plays on your table. While your current objective targets a homeworld, or a mission of yours showing an affiliation icon a counterpart of yours there had, your Borg may probe on the turn they complete scouting. And each of your ships with a personnel aboard you assimilated as a counterpart is WEAPONS and SHIELDS +4 against the cards of that counterpart's former affiliations.
import { defineCard } from '../../behaviour/define';

// behaviour/collective-service.ts (`scoutingTurnProbe`, `counterpartShipVersus`). 1E rulebook › COMPLETE BORG
// OBJECTIVES › SCOUTING; BATTLE › SHIP BATTLE; Borg Rule: Counterparts ("your counterpart there": at the target location).
export default defineCard('114_005', {
  title: 'Service the Collective',
  scenario: 'behaviour/collective-service.spec.ts',
  play: { window: { kind: 'normal-play' } },
  scoutingTurnProbe: true,
  counterpartShipVersus: { delta: 4, attributes: ['WEAPONS', 'SHIELDS'] },
});
