// Caithlin Dar (tmp, 126_108): personnel — compatible with every card showing the [SKR] icon.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_108', {
  title: 'Caithlin Dar',
  scenario: 'behaviour/personnel-a.spec.ts',
  compatibleWith: ['SKR'],
});
