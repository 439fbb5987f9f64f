// Derran Tal (previews, 999_099): personnel — with Harry Kim present, he and Kim have all attributes +2.
import { defineCard } from '../../behaviour/define';
import { mutualAttributeBonus } from '../../behaviour/shared-modifiers';

export default defineCard('999_099', {
  title: 'Derran Tal',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: mutualAttributeBonus(['Harry Kim'], 2),
});
