// Insert Undercover Agent (lookinggla, 184_034): objective — on your table; you may discard it to move one of your personnel into an opponent's crew or Away Team it can infiltrate (it infiltrates), to download Covert Agent, or both. The once-per-game way (placed on your personnel, its icon changed to an opponent's affiliation present, exposed when its countdown ends) is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_034', {
  title: 'Insert Undercover Agent',
  scenario: 'behaviour/infiltration-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
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
  ],
  manual: ['the second way, once per game: placed on your personnel with an infiltration icon (not infiltrating), its icon becomes an opponent\'s affiliation or faction present; exposed when the countdown ends'],
});
