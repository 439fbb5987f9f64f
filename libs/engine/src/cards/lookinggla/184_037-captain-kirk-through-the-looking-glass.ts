// Captain Kirk (Through the Looking Glass) (lookinggla, 184_037): personnel — in the Mirror Quadrant his X is 2 (else 0) and his owner's Dr. McCoy may report where he is, for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_037', {
  title: 'Captain Kirk (Through the Looking Glass)',
  scenario: 'behaviour/personnel-d.spec.ts',
  modifiers: [{ kind: 'variable-x', x: { kind: 'fixed', value: 2 }, to: {}, where: 'self', when: { kind: 'in-quadrant', quadrant: 'Mirror' } }],
  reports: [{ kind: 'others-where-present', who: { names: ['Dr. McCoy'] }, cost: 'free', when: { kind: 'in-quadrant', quadrant: 'Mirror' } }],
});
