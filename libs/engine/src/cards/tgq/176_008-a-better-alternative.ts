// A Better Alternative (tgq, 176_008): event — on your table: once each turn you may discard a unique non-Borg card from hand to draw a card, and two more when it was a site or a [DS9] Cardassian card (ActivateCard).
import { defineCard } from '../../behaviour/define';

export default defineCard('176_008', {
  title: 'A Better Alternative',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'discard-to-draw',
      limit: 'once-per-turn',
      targets: { kind: 'cards-in-your-hand', min: 1, max: 1, filter: { unique: true, notAffiliations: ['Borg'] } },
      effects: [
        { kind: 'discard-chosen' },
        { kind: 'draw', who: 'you', count: 1 },
        { kind: 'if-chosen-matches', filter: { anyOf: [{ types: ['Site'] }, { property: 'DS9', affiliations: ['Cardassian'] }] }, then: [{ kind: 'draw', who: 'you', count: 2 }] },
      ],
    },
  ],
});
