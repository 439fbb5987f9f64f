// Reclamation (ds9, 112_099): interrupt — up to two Equipment or Site cards of your discard pile return to your hand; or one artifact of your discard pile whose text has it used as an Equipment card (earned before: artifacts enter play only when earned) returns to your hand for re-use.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_099', {
  title: 'Reclamation',
  scenario: 'behaviour/events-choices.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'cards-in-your-discard', min: 1, max: 2, filter: { types: ['Equipment', 'Site'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'chosen-to-hand' }] }],
  // 1E rulebook › THE CARDS › ARTIFACTS ("use as Equipment card").
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'cards-in-your-discard', min: 1, max: 1, filter: { usedAsEquipment: true } },
      triggers: [{ on: 'played', effects: [{ kind: 'chosen-to-hand' }] }],
    },
  ],
});
