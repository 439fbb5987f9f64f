// For the Sisko (lfl, 138_015): incident — played on your table only while you have three or more [Baj] personnel in play; in place of your normal card play, you may discard a non-personnel card from hand to put two [Baj] personnel of your discard pile on top of your draw deck (ActivateCard).
import { defineCard } from '../../behaviour/define';

export default defineCard('138_015', {
  title: 'For the Sisko',
  scenario: 'behaviour/deck-recursion.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'you-have-personnel', filter: { affiliation: 'Bajoran' }, atLeast: 3 }] },
  abilities: [
    {
      id: 'recall',
      costs: ['normal-card-play'],
      targets: { kind: 'hand-card-and-discard-cards', hand: { notTypes: ['Personnel'] }, discard: { types: ['Personnel'], affiliations: ['Bajoran'] }, count: 2 },
      effects: [{ kind: 'hand-card-discarded-cards-atop-draw' }],
    },
  ],
});
