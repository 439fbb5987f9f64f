// Caught Red-Handed (dom, 115_038): interrupt — as a response, cancels a Common Thief just encountered; exposing infiltrators and stopping a morph are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_038', {
  title: 'Caught Red-Handed',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Common Thief'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['expose an infiltrator present with your shape-shifter', 'prevent a changeling from morphing this turn', 'may not be nullified'],
});
