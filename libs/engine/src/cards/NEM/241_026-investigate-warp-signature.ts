// Investigate Warp Signature (NEM, 241_026): objective — seeds on Earth (the Federation homeworld, Espionage Mission) and lies atop it, downloading Launch the Phoenix as it seeds. The [Vul] requirements and the 30/40-point value are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_026', {
  title: 'Investigate Warp Signature',
  scenario: 'behaviour/seed-on-target.spec.ts',
  seedsOnTarget: { kind: 'mission-at-place', places: ['Earth'] },
  seedDownloads: { titles: ['Launch the Phoenix'] },
  manual: ['the [Vul] personnel attempting Earth with its own requirements', 'Earth worth 30 or 40 points when solved'],
});
