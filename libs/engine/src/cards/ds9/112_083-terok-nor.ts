// Terok Nor (ds9, 112_083): a Nor seeded in the Bajor Region (seeding.ts › checkStationSite); commandeered by a [Baj] or [Fed] personnel it turns to its Deep Space 9 side (behaviour/sites.ts › commandeer: `NorCommandeered.flippedTo`).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_083', {
  title: 'Terok Nor',
  scenario: 'behaviour/sites.spec.ts',
  outpostSite: { region: 'Bajor Region' },
});
