// Krozh (roa, 117_108): personnel — may report where you have a personnel with FCA present.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_108', {
  title: 'Krozh',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'self-where-present', with: { skill: 'FCA' } }],
});
