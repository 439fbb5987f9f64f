// Donik (borg, 124_078): personnel — your Hirogen [Holo] personnel may report at his location.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_078', {
  title: 'Donik',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'others-where-present', who: { affiliation: 'Hirogen', icons: ['Holo'] }, here: true }],
});
