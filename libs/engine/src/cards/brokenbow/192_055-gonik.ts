// Gonik (brokenbow, 192_055): personnel — with Captain Korok present, he and Korok have all attributes +1.
import { defineCard } from '../../behaviour/define';
import { mutualAttributeBonus } from '../../behaviour/shared-modifiers';

export default defineCard('192_055', {
  title: 'Gonik',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: mutualAttributeBonus(['Captain Korok'], 1),
});
