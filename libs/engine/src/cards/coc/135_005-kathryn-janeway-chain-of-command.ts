// Kathryn Janeway (Chain of Command) (coc, 135_005): personnel — her owner's Tuvok may report where she is.
import { defineCard } from '../../behaviour/define';

export default defineCard('135_005', {
  title: 'Kathryn Janeway (Chain of Command)',
  scenario: 'behaviour/personnel-b.spec.ts',
  reports: [{ kind: 'others-where-present', who: { names: ['Tuvok'] } }],
});
