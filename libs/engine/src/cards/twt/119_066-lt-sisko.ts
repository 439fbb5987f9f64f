// Lt. Sisko (twt, 119_066): personnel — may report where Captain Kirk is present, for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_066', {
  title: 'Lt. Sisko',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'self-where-present', with: { names: ['Captain Kirk'] }, anyones: true, cost: 'free' }],
});
