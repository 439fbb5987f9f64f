// General Korrd (tmp, 126_076): personnel — compatible with every card showing the [SKR] icon.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_076', {
  title: 'General Korrd',
  scenario: 'behaviour/personnel-a.spec.ts',
  compatibleWith: ['SKR'],
});
