// Terok Nor (ds9, 112_083): a Nor seeded in the Bajor Region (seeding.ts › checkStationSite); commandeered by a [Baj] or [Fed] personnel it turns to its Deep Space 9 side (behaviour/nor-sides.ts, commandeering.ts: `NorCommandeered.flippedTo`).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_083', {
  title: 'Terok Nor',
  scenario: 'behaviour/sites.spec.ts',
  outpostSite: { region: 'Bajor Region' },
  // Issue 15 (helper terok): the other side and when it comes up (nor-sides.ts).
  flipSide: { title: 'Deep Space 9', onCommandeer: { byAffiliations: ['Bajoran', 'Federation'] } },
});
