// Ekoor (ha, 125_055): personnel — once each turn, your universal Cardassian SECURITY may report where he is present, for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_055', {
  title: 'Ekoor',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'others-where-present', who: { universal: true, affiliation: 'Cardassian', classification: 'SECURITY' }, cost: 'free-once-per-turn' }],
});
