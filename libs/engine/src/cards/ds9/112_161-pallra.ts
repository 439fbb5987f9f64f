// Pallra (ds9, 112_161): personnel — your Trazko may report where she is present, for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_161', {
  title: 'Pallra',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'others-where-present', who: { names: ['Trazko'] }, cost: 'free' }],
});
