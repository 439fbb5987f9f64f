// Komar Possession (voy, 123_016): dilemma — it lies on a random member; that member and one other random member are stopped; cured by three SECURITY.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_016', {
  title: 'Komar Possession',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Komar Possession',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      { kind: 'place', on: 'personnel', affected: 'picked' },
      { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
      { kind: 'act', targets: { by: 'random', count: 1 }, action: 'stop' },
    ],
    cure: 'SECURITY x3',
    manual: ['at the start of each turn, the host and one other personnel present are stopped again'],
  },
});
