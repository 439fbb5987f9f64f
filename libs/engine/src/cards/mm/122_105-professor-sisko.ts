// Professor Sisko (mm, 122_105): personnel — any Sisko may report where present (for free if Jake).
import { defineCard } from '../../behaviour/define';

export default defineCard('122_105', {
  title: 'Professor Sisko',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'others-where-present', who: { names: ['Sisko'] }, freeFor: { names: ['Jake Sisko'] } }],
});
