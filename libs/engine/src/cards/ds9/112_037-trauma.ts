// Trauma (ds9, 112_037): dilemma — it lies on the member with the most skill dots (your pick on a tie), who is disabled until its three-turn countdown expires; solving the mission before then kills that member.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_037', {
  title: 'Trauma',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Trauma',
    steps: [
      { kind: 'pick', targets: { by: 'highest', measure: { dots: true }, count: 1, tie: 'self' } },
      { kind: 'place', on: 'personnel', affected: 'picked', countdown: 3 },
      { kind: 'act', targets: { by: 'picked' }, action: 'disable' },
    ],
    ongoing: { killAffectedOnSolve: true },
  },
});
