// Dr. McCoy (Through the Looking Glass) (lookinggla, 184_040): personnel — in the Mirror Quadrant his owner's Mr. Scott may report where he is, for free. Saving a just-killed [OS] personnel once each turn stays manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_040', {
  title: 'Dr. McCoy (Through the Looking Glass)',
  scenario: 'behaviour/personnel-d.spec.ts',
  reports: [{ kind: 'others-where-present', who: { names: ['Mr. Scott'] }, cost: 'free', when: { kind: 'in-quadrant', quadrant: 'Mirror' } }],
  manual: ['once each turn, may save a just-killed [OS] personnel present (both stopped)'],
});
