// Nurse Chapel (mm, 122_083): personnel — reports for free while Dr. McCoy or Mr. Spock is in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_083', {
  title: 'Nurse Chapel',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'self-free', ifInPlay: ['Dr. McCoy', 'Mr. Spock'] }],
});
