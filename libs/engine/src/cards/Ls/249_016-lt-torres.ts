// Lt. Torres (Ls, 249_016): personnel — she may be in play with Daughter of Miral, another version of her persona.
import { defineCard } from '../../behaviour/define';

export default defineCard('249_016', {
  title: 'Lt. Torres',
  scenario: 'behaviour/personnel-b.spec.ts',
  coexistsWith: ['Daughter of Miral'],
});
