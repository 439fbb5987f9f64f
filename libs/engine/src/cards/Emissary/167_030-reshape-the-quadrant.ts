// Reshape the Quadrant (Emissary, 167_030): incident seeded on your table — once in the game you may download one [RC] card; it goes as soon as you play a personnel or ship without the [DS9] logo. Cards with the Deep Space Nine property logo already show [DS9] everywhere in the engine (property-logos.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('167_030', {
  title: 'Reshape the Quadrant',
  scenario: 'behaviour/turn-draw-limits.spec.ts',
  // "You may download one [RC] card": one use in the game, at any time on your turn (1E rulebook › DOWNLOADING).
  abilities: [{ id: 'download-rc', limit: 'once-per-game', targets: { kind: 'card-to-download', filter: { icons: ['RC'] } }, effects: [{ kind: 'download-target' }] }],
  // Seeded before any card is played, so "or have played" adds nothing to "if you play".
  discardWhen: [{ kind: 'you-play', filter: { types: ['Personnel', 'Ship'] }, unless: { icons: ['DS9'] } }],
});
