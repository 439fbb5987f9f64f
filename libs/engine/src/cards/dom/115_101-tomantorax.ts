// Toman'torax (dom, 115_101): personnel — in personnel battle, he is paired first.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_101', {
  title: 'Toman\'torax',
  scenario: 'behaviour/personnel-a.spec.ts',
  battle: [{ kind: 'pairs-first' }],
});
