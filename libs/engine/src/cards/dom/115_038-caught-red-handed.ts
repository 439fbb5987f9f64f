// Caught Red-Handed (dom, 115_038): interrupt, may not be nullified — exposes an opponent's infiltrator present with your shape-shifter (and you may capture it); or a changeling may not morph this turn; or, as a response, cancels a Common Thief just encountered.
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
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'changeling-in-play' },
      triggers: [{ on: 'played', effects: [{ kind: 'prevent-morph-this-turn' }] }],
    },
  ],
  unnullifiable: true,
});
