// Daughter of Miral (Ls, 249_015): personnel — she may be in play with Lt. Torres, another version of her persona.
import { defineCard } from '../../behaviour/define';

export default defineCard('249_015', {
  title: 'Daughter of Miral',
  scenario: 'behaviour/personnel-b.spec.ts',
  coexistsWith: ['Lt. Torres'],
});
