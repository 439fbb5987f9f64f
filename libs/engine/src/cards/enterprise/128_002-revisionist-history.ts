// Revisionist History (enterprise, 128_002): event — seeds or plays on your table: once each turn, three times a game, you may discard a card from hand to take an [AU] event from your discard pile into hand (ActivateCard).
import { defineCard } from '../../behaviour/define';

export default defineCard('128_002', {
  title: 'Revisionist History',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'search',
      limit: { kind: 'per-game', times: 3, oncePerTurn: true },
      targets: { kind: 'hand-card-for-discard-card', discard: { types: ['Event'], icons: ['AU'] } },
      effects: [{ kind: 'swap-hand-for-discard' }],
    },
  ],
});
