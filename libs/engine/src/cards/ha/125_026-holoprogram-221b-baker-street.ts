// Holoprogram: 221B Baker Street (ha, 125_026): incident — seeded or played on your ship or facility with a Holodeck, it lies there; in place of your normal card play you may download Sherlock Holmes (or a personnel whose lore names him) aboard (ActivateCard). Or seeded or played on your table: once each turn you may place a personnel from your hand on it; your copies of a personnel placed there show the [Holo] icon; you may discard the cards placed there at any time.
import { defineCard } from '../../behaviour/define';

// The table way (issue 15, helper tail3): the cards placed here are stored on it face up, not in play (stored-cards.ts;
// 1E rulebook › PLAYING A CARD › ENTERING PLAY); "your copies of same personnel" are your personnel of the same title
// (table-icon-grants.ts › `storedTitles`: every rule reading an icon sees [Holo] on them). 1E rulebook › THE CARDS ›
// EVENTS, INCIDENTS, & OBJECTIVES (a lasting effect while in play); ICONS.
export default defineCard('125_026', {
  title: 'Holoprogram: 221B Baker Street',
  scenario: 'behaviour/holoprograms.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-holodeck', facilities: true },
  duration: 'on-target-card',
  // Issue 15 (voyent): seeds where it plays (seed-on-target.ts).
  seedsOnTarget: true,
  // The table way: no target, it lies on your table (seeded there like any table card).
  modes: [{ play: { window: { kind: 'normal-play' } }, targets: undefined, duration: 'while-in-play' }],
  abilities: [
    {
      id: 'download-holmes',
      costs: ['normal-card-play'],
      targets: { kind: 'download-aboard-host', filter: { types: ['Personnel'], titleOrLoreWords: 'Sherlock Holmes' } },
      effects: [{ kind: 'download-aboard-host' }],
    },
    // The table way only.
    { id: 'place-personnel', limit: 'once-per-turn', requires: ['self-on-table'], targets: { kind: 'hand-cards-up-to', upTo: 1, filter: {} }, effects: [{ kind: 'store-target' }] },
    { id: 'discard-placed', window: 'any-time', requires: ['self-on-table'], targets: { kind: 'stored-here' }, effects: [{ kind: 'stored-targets-to', to: 'discard' }] },
  ],
  tableIconGrant: { types: ['Personnel'], storedTitles: true, icons: ['Holo'] },
});
