// James T. Kirk (tmp, 126_056): personnel — its special download icon downloads any Captain's Order card; scores 5 bonus points when he helps solve a mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_056', {
  title: 'James T. Kirk',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ characteristics: ["Captain's Order"] }] }],
  solveBonus: { points: 5, when: 'team' },
});
