// Roberta Lincoln (plw, 223_058): personnel — with Gary Seven present, she and he have all attributes +2.
import { defineCard } from '../../behaviour/define';
import { mutualAttributeBonus } from '../../behaviour/shared-modifiers';

export default defineCard('223_058', {
  title: 'Roberta Lincoln',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: mutualAttributeBonus(['Gary Seven'], 2),
});
