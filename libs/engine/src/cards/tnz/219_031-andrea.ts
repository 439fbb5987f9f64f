// Andrea (tnz, 219_031): personnel — with Dr. Roger Korby present, she and he have all attributes +1.
import { defineCard } from '../../behaviour/define';
import { mutualAttributeBonus } from '../../behaviour/shared-modifiers';

export default defineCard('219_031', {
  title: 'Andrea',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: mutualAttributeBonus(['Dr. Roger Korby'], 1),
});
