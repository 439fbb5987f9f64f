// Subspace Schism (premiere, 101_138): interrupt — a response to either player's card draw: the card just drawn is discarded and its player draws again.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_138', {
  title: 'Subspace Schism',
  scenario: 'behaviour/premiere-windows.spec.ts',
  play: { window: { kind: 'response', to: 'card-drawn' } },
  targets: { kind: 'player-who-just-drew' },
  triggers: [{ on: 'played', effects: [{ kind: 'discard-drawn-and-redraw' }] }],
});
