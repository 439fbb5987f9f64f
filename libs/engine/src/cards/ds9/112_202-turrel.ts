// Turrel (ds9, 112_202): personnel — your Cardassian treaties may not be nullified.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_202', {
  title: 'Turrel',
  scenario: 'behaviour/personnel-a.spec.ts',
  protectsFromNullification: { characteristic: 'Cardassian treaty', yours: true },
});
