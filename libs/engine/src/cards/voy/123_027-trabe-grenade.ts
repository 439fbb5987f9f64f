// Trabe Grenade (voy, 123_027): dilemma — a random member with SECURITY or Leadership dies unless that one is cunning (CUNNING>8); the mission goes on.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_027', {
  title: 'Trabe Grenade',
  scenario: 'behaviour/dilemmas/voy.spec.ts',
  dilemma: {
    title: 'Trabe Grenade',
    steps: [
      {
        kind: 'pick',
        targets: { by: 'random', count: 1, filter: { anySkill: ['SECURITY', 'Leadership'] } },
      },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'kill',
        unless: 'CUNNING>8',
        unlessOn: 'picked',
      },
    ],
    continues: true,
  },
});
