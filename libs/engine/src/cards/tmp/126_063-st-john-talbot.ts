// St. John Talbot (tmp, 126_063): personnel — compatible with every card showing the [SKR] icon.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_063', {
  title: 'St. John Talbot',
  scenario: 'behaviour/personnel-a.spec.ts',
  compatibleWith: ['SKR'],
});
