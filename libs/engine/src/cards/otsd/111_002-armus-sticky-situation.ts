// Armus: Sticky Situation (otsd, 111_002): dilemma — the strongest member (ties: the opponent) dies, unless someone else alone has Diplomacy and CUNNING>7, in which case that member is only stopped; to get past, anyone must remain.
import { defineCard } from '../../behaviour/define';

export default defineCard('111_002', {
  title: 'Armus: Sticky Situation',
  scenario: 'behaviour/dilemmas/otsd.spec.ts',
  dilemma: {
    title: 'Armus: Sticky Situation',
    steps: [
      { kind: 'pick', targets: { by: 'highest', measure: 'STRENGTH', count: 1, tie: 'opponent' } },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'kill',
        unlessAny: [{ require: 'Diplomacy + CUNNING>7', individual: true }],
        unlessOn: 'rest',
        conditional: false,
      },
      { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
      { kind: 'count', any: [{ filter: {}, atLeast: 1 }] },
    ],
  },
});
