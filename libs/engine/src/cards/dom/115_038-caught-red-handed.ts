// Caught Red-Handed (dom, 115_038): interrupt, may not be nullified — exposes an opponent's infiltrator present with your shape-shifter (and you may capture it); or, as a response, cancels a Common Thief just encountered. Stopping a changeling's morph is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_038', {
  title: 'Caught Red-Handed',
  scenario: 'behaviour/infiltration-cards.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Common Thief'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'opponent-infiltrator-with-your-shape-shifter' },
      triggers: [{ on: 'played', effects: [{ kind: 'expose-target' }, { kind: 'may', effects: [{ kind: 'capture-target-here' }] }] }],
    },
  ],
  unnullifiable: true,
  manual: ['prevent a changeling from morphing this turn (morphing is not modelled)'],
});
