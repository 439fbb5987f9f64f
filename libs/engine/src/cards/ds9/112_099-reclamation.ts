// Reclamation (ds9, 112_099): interrupt — up to two Equipment or Site cards of your discard pile return to your hand; taking back an earned artifact instead is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_099', {
  title: 'Reclamation',
  scenario: 'behaviour/events-choices.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'cards-in-your-discard', min: 1, max: 2, filter: { types: ['Equipment', 'Site'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'chosen-to-hand' }] }],
  manual: ['the other mode: one earned artifact used as equipment back to hand'],
});
