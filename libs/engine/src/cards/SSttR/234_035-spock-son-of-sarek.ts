// Spock Son of Sarek (SSttR, 234_035): personnel — he is compatible with every card showing the [SKR] icon.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_035', {
  title: 'Spock Son of Sarek',
  scenario: 'behaviour/personnel-b.spec.ts',
  compatibleWith: ['SKR'],
});
