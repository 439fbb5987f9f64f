// Sigmund Freud (ha, 125_116): personnel — your [AU] personnel and equipment may report where he is present.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_116', {
  title: 'Sigmund Freud',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'others-where-present', who: { types: ['Personnel', 'Equipment'], icons: ['AU'] } }],
});
