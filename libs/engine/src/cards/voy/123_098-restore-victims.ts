// Restore Victims (voy, 123_098): mission — Talaxians may report to its planet for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_098', {
  title: 'Restore Victims',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    reports: [{ personnel: { species: 'Talaxian' }, free: true }],
  },
});
