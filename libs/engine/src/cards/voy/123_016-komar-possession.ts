// Komar Possession (voy, 123_016): dilemma — it lies on a random member; that member and one other random member are stopped, now and at the start of every turn; cured by three SECURITY.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_016', {
  title: 'Komar Possession',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Komar Possession',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      { kind: 'place', on: 'personnel', affected: 'picked' },
      { kind: 'periodic-now' },
    ],
    cure: 'SECURITY x3',
    ongoing: { periodicAffect: { at: 'start-of-turn', action: 'stop', host: true, count: 1 } },
  },
});
