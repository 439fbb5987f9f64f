// Observe Ritual (tmp, 126_030): mission — Vulcans and Amanda Grayson may report to its planet.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_030', {
  title: 'Observe Ritual',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    reports: [{ personnel: { anyOf: [{ species: 'Vulcan' }, { titles: ['Amanda Grayson'] }] } }],
  },
});
