// Characterize Neutrino Emissions (ds9, 112_111): mission — any number of Orb artifacts may seed under it (a space mission).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_111', {
  title: 'Characterize Neutrino Emissions',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    location: ['orb-artifacts-seed'],
  },
});
