// Plans of the Tal Shiar (ds9, 112_142): objective — seeds or plays on your table; once each turn you may discard one of your Romulan espionage cards (from hand, or in play) to draw a card. Where you have a Tal Shiar personnel in play, those espionage cards play at any time for free (your turn, whatever the stage) and may not be nullified; discarding this objective at any time downloads one onto a mission it may be played on (ActivateCard).
import { defineCard } from '../../behaviour/define';

const ESPIONAGE = ['Espionage: Romulan on Bajoran', 'Espionage: Romulan on Cardassian', 'Espionage: Romulan on Federation', 'Espionage: Romulan on Klingon', 'Espionage: Romulan on Vulcan'];

export default defineCard('112_142', {
  title: 'Plans of the Tal Shiar',
  scenario: 'behaviour/objectives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    { id: 'discard-from-hand', limit: 'once-per-turn', limitShared: 'discard-to-draw', targets: { kind: 'cards-in-your-hand', min: 1, max: 1, filter: { titles: ESPIONAGE } }, effects: [{ kind: 'discard-chosen' }, { kind: 'draw', who: 'you', count: 1 }] },
    { id: 'discard-in-play', limit: 'once-per-turn', limitShared: 'discard-to-draw', targets: { kind: 'your-card-in-play', filter: { titles: ESPIONAGE } }, effects: [{ kind: 'discard-target' }, { kind: 'draw', who: 'you', count: 1 }] },
    // "At any time … discard this objective from table to download one … espionage card" (behaviour/download-onto-mission.ts): onto a mission its own script accepts.
    { id: 'discard-to-download', window: 'any-time', costs: ['discard-self'], targets: { kind: 'card-onto-mission', titles: ESPIONAGE, missions: {} }, effects: [{ kind: 'download-onto-mission' }] },
  ],
  // "Wherever you have an Tal Shiar personnel in play": onto (and lying on) a mission where one of yours is (any-time-plays.ts, nullify-protection.ts).
  grantsAnyTimePlay: { titles: ESPIONAGE, withYoursAtTarget: { skill: 'Tal Shiar' } },
  protectsFromNullification: { titles: ESPIONAGE, withYoursAt: { skill: 'Tal Shiar' }, yours: true },
});
