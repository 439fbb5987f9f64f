// Duranja (ds9, 112_060): event — one of your Bajorans in your discard pile, killed on your previous turn, goes to your point area, scoring its printed INTEGRITY as bonus points (it counts as in play for uniqueness only); then the event is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_060', {
  title: 'Duranja',
  scenario: 'behaviour/ds9-mirror.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Behaviour/fallen-last-turn.ts (the turn of a death) and fallen-to-point-area.ts (the point area).
  targets: { kind: 'your-killed-last-turn', filter: { species: 'Bajoran' } },
  triggers: [{ on: 'played', effects: [{ kind: 'killed-to-point-area' }] }],
  duration: 'instant',
});
