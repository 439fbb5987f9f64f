// Amanda Grayson (tmp, 126_036): personnel — any Spock or any Sarek may report where she is present, for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_036', {
  title: 'Amanda Grayson',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'others-where-present', who: { names: ['Spock', 'Sarek'] }, cost: 'free' }],
});
