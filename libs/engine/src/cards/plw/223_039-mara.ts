// Mara (plw, 223_039): personnel — with any Captain Kang present, she and Kang have all attributes +2.
import { defineCard } from '../../behaviour/define';
import { mutualAttributeBonus } from '../../behaviour/shared-modifiers';

export default defineCard('223_039', {
  title: 'Mara',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: mutualAttributeBonus(['Captain Kang'], 2),
});
