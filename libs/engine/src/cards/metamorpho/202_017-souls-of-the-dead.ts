// Souls of the Dead (metamorpho, 202_017): interrupt — once each turn, with three Bajorans of yours in play, a card of your discard pile goes on top of your draw deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_017', {
  title: 'Souls of the Dead',
  scenario: 'behaviour/events-choices.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' }, requires: [{ kind: 'you-have-personnel', filter: { affiliation: 'Bajoran' }, atLeast: 3 }] },
  targets: { kind: 'your-discard' },
  triggers: [{ on: 'played', effects: [{ kind: 'target-to-top-of-draw' }] }],
});
