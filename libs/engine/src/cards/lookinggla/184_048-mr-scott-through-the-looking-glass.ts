// Mr. Scott (Through the Looking Glass) (lookinggla, 184_048): personnel — in the Mirror Quadrant his owner's Lt. Uhura may report where he is, for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_048', {
  title: 'Mr. Scott (Through the Looking Glass)',
  scenario: 'behaviour/personnel-b.spec.ts',
  letsReport: [{ who: { names: ['Lt. Uhura'] }, free: true, when: { kind: 'in-quadrant', quadrant: 'Mirror' } }],
});
