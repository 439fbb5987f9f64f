// Temporal Investigations (twt, 119_019): event — on your table: once each turn, when your opponent reports an [AU] personnel or ship to the Alpha Quadrant spaceline, you draw a card; the alternative download of Lucsly and/or Dulmer is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_019', {
  title: 'Temporal Investigations',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // "You may draw": taken (as other draws of whenCardsPlayed).
  whenCardsPlayed: { filter: { types: ['Personnel', 'Ship'], icons: ['AU'] }, by: 'opponent', quadrant: 'Alpha', oncePerTurn: true, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
  manual: ['instead of the draw: download Lucsly and/or Dulmer'],
});
