// Chula: Pick One to Save Two (dom, 115_005): dilemma — to get past, three members (random) face the game; you return one of them to your hand, or all three are stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_005', {
  title: 'Chula: Pick One to Save Two',
  scenario: 'behaviour/dilemmas/dom-b.spec.ts',
  dilemma: {
    title: 'Chula: Pick One to Save Two',
    steps: [
      { kind: 'count', any: [{ filter: {}, atLeast: 3 }] },
      { kind: 'pick', targets: { by: 'random', count: 3 } },
      { kind: 'choose-mode', chooser: 'self', modes: ['one to hand', 'all three stopped'] },
      { kind: 'only-if', test: { mode: 'one to hand' }, step: { kind: 'act', targets: { by: 'choose-picked', chooser: 'self', count: 1 }, action: 'to-hand' } },
      { kind: 'only-if', test: { mode: 'all three stopped' }, step: { kind: 'act', targets: { by: 'picked' }, action: 'stop' } },
    ],
  },
});
