// Captain Worf (TNG, 155_079): personnel — with any K'Ehleyr present, he and she have all attributes +2.
import { defineCard } from '../../behaviour/define';
import { mutualAttributeBonus } from '../../behaviour/shared-modifiers';

export default defineCard('155_079', {
  title: 'Captain Worf',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: mutualAttributeBonus(["K'Ehleyr"], 2),
});
