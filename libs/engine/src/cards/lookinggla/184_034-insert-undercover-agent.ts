// Insert Undercover Agent (lookinggla, 184_034): objective, countdown 4 — on your table; you may discard it to move one of your personnel into an opponent's crew or Away Team it can infiltrate (it infiltrates), to download Covert Agent, or both. Or, once per game, it is placed on your personnel with an infiltration icon (not infiltrating), whose infiltration icon becomes an affiliation of an opponent's personnel present; when its countdown runs out there, that personnel is exposed if infiltrating and the objective discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_034', {
  title: 'Insert Undercover Agent',
  scenario: 'behaviour/infiltration-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  hostInfiltrationIcon: 'chosen',
  abilities: [
    { id: 'relocate', window: 'own-turn', costs: ['discard-self'], targets: { kind: 'your-personnel-to-infiltrate' }, effects: [{ kind: 'relocate-to-infiltrate' }] },
    {
      id: 'relocate-and-download',
      window: 'own-turn',
      costs: ['discard-self'],
      targets: { kind: 'your-personnel-to-infiltrate' },
      effects: [{ kind: 'relocate-to-infiltrate' }, { kind: 'download-also-titled', titles: ['Covert Agent'] }],
    },
    { id: 'download', window: 'own-turn', costs: ['discard-self'], effects: [{ kind: 'download-also-titled', titles: ['Covert Agent'] }] },
    // The second way (impersonation.ts): the card leaves the table for the personnel; it counts down there.
    {
      id: 'undercover',
      window: 'own-turn',
      limit: 'once-per-game',
      requires: ['self-on-table'],
      targets: { kind: 'your-infiltration-personnel-and-opposing-affiliation' },
      effects: [{ kind: 'place-on-host-choosing-icon' }],
    },
  ],
  triggers: [{ on: 'turn-ends', whose: 'your', from: 'this-turn', effects: [{ kind: 'host-countdown-expose' }] }],
});
