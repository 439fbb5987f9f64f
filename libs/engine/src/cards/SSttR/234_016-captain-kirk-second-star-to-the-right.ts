// Captain Kirk (Second Star to the Right) (SSttR, 234_016): personnel — every treaty in play (either player's) may not be nullified.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_016', {
  title: 'Captain Kirk (Second Star to the Right)',
  scenario: 'behaviour/personnel-d.spec.ts',
  protectsFromNullification: { characteristic: 'treaty', endsWith: true },
});
