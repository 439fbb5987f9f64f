// Arjin (Emissary, 167_061): personnel — he may report for free where his owner's Jadzia Dax is present.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_061', {
  title: 'Arjin',
  scenario: 'behaviour/personnel-b.spec.ts',
  reports: [{ kind: 'self-where-present', with: { names: ['Jadzia Dax'] }, cost: 'free' }],
});
