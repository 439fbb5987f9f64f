// Obelisk of Masaka (twt, 119_027): incident — on the table (seeded or played): a ship with any staffing icon, or an Interceptor, needs two crew members aboard to move or to initiate battle (either player's ships); once each turn, unless the opponent has The Mask of Korgano in play, you may download Masaka Transformations aimed at yourself and then discard this incident. Only one of several draws a card provides may become a download: the engine converts only the end-of-turn draw, once a turn (see behaviour/ship-crew-minimums.ts). Seeding it on the table is the generic seed rules.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_027', {
  title: 'Obelisk of Masaka',
  scenario: 'behaviour/ship-crew-minimums.spec.ts',
  play: { window: { kind: 'normal-play' } },
  restricts: [{ kind: 'crew-to-move-or-battle', count: 2, shipClasses: ['Interceptor Class'] }],
  abilities: [
    {
      id: 'transform',
      limit: 'once-per-turn',
      requires: [{ kind: 'none-in-play', titles: ['The Mask of Korgano'], whose: 'opponent' }],
      effects: [{ kind: 'download-titled-targeting-you', title: 'Masaka Transformations' }, { kind: 'discard-self' }],
    },
  ],
});
