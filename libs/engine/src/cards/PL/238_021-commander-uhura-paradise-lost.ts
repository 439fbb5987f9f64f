// Commander Uhura (Paradise Lost) (PL, 238_021): personnel — she is compatible with every card showing the [SKR] icon.
import { defineCard } from '../../behaviour/define';

export default defineCard('238_021', {
  title: 'Commander Uhura (Paradise Lost)',
  scenario: 'behaviour/personnel-b.spec.ts',
  compatibleWith: ['SKR'],
});
