// Civil Unrest (voy, 123_005): dilemma — two random members are stopped unless one of the two has Diplomacy; the mission goes on.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_005', {
  title: 'Civil Unrest',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Civil Unrest',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 2 } },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'stop',
        unless: 'Diplomacy',
        unlessOn: 'picked',
        conditional: false,
      },
    ],
    continues: true,
  },
});
