// Ensnared (ENGAGE, 161_031): objective — seeds or plays on your table; once per game, at the start of your turn, with [TNG] Cardassian personnel of yours at four or more missions your opponent seeded, you name a unique personnel your opponent has in play: it is captured aboard your ship (the engine's capture: the captive leaves the game).
import { defineCard } from '../../behaviour/define';

export default defineCard('161_031', {
  title: 'Ensnared',
  scenario: 'behaviour/objectives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'capture',
      limit: 'once-per-game',
      requires: ['start-of-your-turn'],
      targets: { kind: 'opposing-personnel-if-at-opponent-missions', where: { property: 'TNG', affiliation: 'Cardassian' }, atLeast: 4, filter: { universal: false }, yourShip: true },
      effects: [{ kind: 'capture-target' }],
    },
  ],
});
