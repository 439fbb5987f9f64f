// Chancellor Gorkon (tmp, 126_073): personnel — your Klingon treaties may not be nullified.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_073', {
  title: 'Chancellor Gorkon',
  scenario: 'behaviour/personnel-a.spec.ts',
  protectsFromNullification: { characteristic: 'Klingon treaty', yours: true },
});
