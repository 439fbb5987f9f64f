// Make a Difference Again (NEM, 241_017): incident — on your table, once each turn one of your [Films][TNG] personnel reports for free; once each turn, when you play James T. Kirk or a [Films][TNG] personnel, you draw a card; once you begin executing orders on your turn, card effects draw you no cards (your end-of-turn draw still happens).
import { defineCard } from '../../behaviour/define';

export default defineCard('241_017', {
  title: 'Make a Difference Again',
  scenario: 'behaviour/turn-draw-limits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['Films', 'TNG'] } }],
  whenCardsPlayed: { filter: { anyOf: [{ titles: ['James T. Kirk'], types: ['Personnel'] }, { types: ['Personnel'], icons: ['Films', 'TNG'] }] }, oncePerTurn: true, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
  restricts: [{ kind: 'no-draws-after-orders' }],
  // "You may ignore [AU] when playing [Films][TNG] cards": the engine does not refuse [AU] cards (no [AU] entry rule), so nothing is left to ignore.
});
