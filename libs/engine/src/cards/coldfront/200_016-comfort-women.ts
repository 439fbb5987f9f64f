// Comfort Women (coldfront, 200_016): incident — one of its ways seeds it on Bajor (Alter Records, the rulebook's Bajoran homeworld), lying atop it. Everything it does there, its Verex III way (no mission in the card list is at Verex III) and its play on a Gul or Senator are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_016', {
  title: 'Comfort Women',
  scenario: 'behaviour/seed-on-target.spec.ts',
  seedsOnTarget: { kind: 'mission-at-place', places: ['Bajor'] },
  manual: [
    'on Bajor: your [Baj] females becoming [Car] dissidents with "Terok Nor" in lore, and the site download',
    'seeding on Verex III and its native-to-2154 effect',
    'playing it once each turn on your Gul or Senator present with a female of another species (a regular skill for the turn)',
  ],
});
