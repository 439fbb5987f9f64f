// Where Opportunities Are Made (tgq, 176_018): incident — seeded or played onto your Ferengi facility in the Alpha Quadrant, lying on it. Once
// per game its owner may download Cross-Quadrant Expansion onto that facility (where it may play: behaviour/ferengi-profits.ts ›
// download-titled-onto-host). Its Gamma Quadrant mixing and reporting are manual.
//   1E rulebook › DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME".
import { defineCard } from '../../behaviour/define';

export default defineCard('176_018', {
  title: 'Where Opportunities Are Made',
  scenario: 'behaviour/ferengi-profits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-facility', affiliations: ['Ferengi'], quadrant: 'Alpha' },
  duration: 'on-target-card',
  seedsOnTarget: true,
  abilities: [{ id: 'expansion', limit: 'once-per-game', effects: [{ kind: 'download-titled-onto-host', title: 'Cross-Quadrant Expansion' }] }],
  manual: [
    'while your [DS9][Fer] ship is in the Gamma Quadrant: your [DS9][Fer] cards mixing and cooperating with Dosi, Karemma and [Dom] cards, reporting as if [GQ] and to Dosi Trading Post',
  ],
});
