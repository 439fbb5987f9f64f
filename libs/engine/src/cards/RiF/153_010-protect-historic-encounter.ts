// Protect Historic Encounter (RiF, 153_010): objective — seeds on Earth (the Federation homeworld, Espionage Mission) and lies atop it, downloading Launch the Phoenix as it seeds (a "may" always taken). The [Ent-E] requirements, the 30-point value and the native personnel download are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('153_010', {
  title: 'Protect Historic Encounter',
  scenario: 'behaviour/seed-on-target.spec.ts',
  seedsOnTarget: { kind: 'mission-at-place', places: ['Earth'] },
  seedDownloads: { titles: ['Launch the Phoenix'] },
  manual: ['the [Ent-E] personnel attempting Earth with its own requirements', 'Earth worth 30 points when solved', 'downloading a personnel native to 2063 Earth'],
});
