// Mr. Scott (Through the Looking Glass) (lookinggla, 184_048): personnel — in the Mirror Quadrant his owner's Lt. Uhura may report where he is, for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_048', {
  title: 'Mr. Scott (Through the Looking Glass)',
  scenario: 'behaviour/personnel-b.spec.ts',
  reports: [{ kind: 'others-where-present', who: { names: ['Lt. Uhura'] }, cost: 'free', when: { kind: 'in-quadrant', quadrant: 'Mirror' } }],
});
