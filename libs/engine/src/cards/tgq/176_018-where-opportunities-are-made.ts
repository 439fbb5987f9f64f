// Where Opportunities Are Made (tgq, 176_018): incident — seeded or played onto your Ferengi facility in the Alpha Quadrant, lying on it. Its Gamma Quadrant mixing and reporting and its Cross-Quadrant Expansion download are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_018', {
  title: 'Where Opportunities Are Made',
  scenario: 'behaviour/seed-on-target.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-facility', affiliations: ['Ferengi'], quadrant: 'Alpha' },
  duration: 'on-target-card',
  seedsOnTarget: true,
  manual: [
    'while your [DS9][Fer] ship is in the Gamma Quadrant: your [DS9][Fer] cards mixing and cooperating with Dosi, Karemma and [Dom] cards, reporting as if [GQ] and to Dosi Trading Post',
    'downloading Cross-Quadrant Expansion to this facility once per game',
  ],
});
