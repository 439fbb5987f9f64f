// Camping Trip (ds9, 112_109): mission — Gamma Quadrant Vorta and Jem'Hadar may report to its planet.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_109', {
  title: 'Camping Trip',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    reports: [{ personnel: { icons: ['GQ'], anyOf: [{ species: 'Vorta' }, { species: "Jem'Hadar" }] } }],
  },
});
