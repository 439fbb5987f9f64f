// Starbase 247 (20th, 174_004): outpost — seeds at a space mission with the Federation icon (it is not built during play); its special download (downloads.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('174_004', {
  title: 'Starbase 247',
  scenario: 'behaviour/facilities-b.spec.ts',
  outpostSite: { icons: ['Federation'], space: true },
});
