// Rusot (ha, 125_059): personnel — your Cardassian personnel whose lore mentions resistance may report where he is present (with the normal card play).
import { defineCard } from '../../behaviour/define';

export default defineCard('125_059', {
  title: 'Rusot',
  scenario: 'behaviour/personnel-c.spec.ts',
  reports: [{ kind: 'others-where-present', who: { affiliation: 'Cardassian', loreWord: 'resistance' } }],
});
