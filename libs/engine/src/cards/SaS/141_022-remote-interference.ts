// Remote Interference (SaS, 141_022): objective — seeds or plays on your table (unique). Twice each turn, when your [Rom]
// Drone-class ship moves to a location where your opponent has a ship, you draw a card (a "may" taken unless declined
// beforehand with the `decline` ability). At the start of each of your turns you may either return an empty [Rom]
// Drone-class ship of yours to hand, or discard a card from hand to download a [Rom] Drone-class ship to hand (one of
// the two, once each turn).
//   1E rulebook › EXECUTING ORDERS › MOVE SHIPS; PLAYING A CARD › YOUR NORMAL CARD PLAY › "Start of turn" actions;
//   DOWNLOADING. Behaviour/ship-arrival-draws.ts (`drawsOnShipArrival`), choice-ships.ts (pool `your-empty-ships`),
//   choices.ts (a download to hand), standing-declines.ts.
import { defineCard } from '../../behaviour/define';

const DRONES = { types: ['Ship'], affiliations: ['Romulan'], shipClassIncludes: 'Drone' } as const;

export default defineCard('141_022', {
  title: 'Remote Interference',
  scenario: 'behaviour/ship-arrival-draws.spec.ts',
  play: { window: { kind: 'normal-play' } },
  drawsOnShipArrival: { ships: DRONES, perTurn: 2 },
  abilities: [
    { id: 'decline', window: 'any-time', effects: [{ kind: 'toggle-standing-decline' }] },
    {
      id: 'return-drone',
      limit: 'once-per-turn',
      limitShared: 'remote-interference',
      requires: ['start-of-your-turn'],
      effects: [
        {
          kind: 'choose-cards',
          chooser: 'you',
          pool: { from: 'your-empty-ships', filter: DRONES },
          pick: 1,
          chosen: 'to-hand',
        },
      ],
    },
    {
      id: 'download-drone',
      limit: 'once-per-turn',
      limitShared: 'remote-interference',
      requires: ['start-of-your-turn', { kind: 'hand-holds', atLeast: 1 }],
      effects: [
        {
          kind: 'choose-cards',
          chooser: 'you',
          pool: { from: 'hand', whose: 'you' },
          pick: 1,
          chosen: 'discard',
          then: [
            {
              kind: 'choose-cards',
              chooser: 'you',
              pool: { from: 'draw-deck', whose: 'you', filter: DRONES, download: true },
              pick: 1,
              upTo: true,
              chosen: 'to-hand',
            },
          ],
        },
      ],
    },
  ],
});
