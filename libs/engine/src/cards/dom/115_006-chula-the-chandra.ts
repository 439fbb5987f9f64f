// Chula: The Chandra (dom, 115_006): dilemma — one random member goes on with every member sharing one of their printed attribute numbers; the rest are stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_006', {
  title: 'Chula: The Chandra',
  scenario: 'behaviour/dilemmas/dom-b.spec.ts',
  dilemma: {
    title: 'Chula: The Chandra',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      { kind: 'act', targets: { by: 'unlike-picked', share: 'attribute-number' }, action: 'stop' },
    ],
  },
});
