// Mr. Homn (qc, 105_055): personnel — empaths (Empathy) may report where he is present; cancels Empathic Echo where present.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_055', {
  title: 'Mr. Homn',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'others-where-present', who: { skill: 'Empathy' } }],
  nullifies: [{ kind: 'dilemmas-where-present', titles: ['Empathic Echo'] }],
});
