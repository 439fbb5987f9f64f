// Chula: Unfortunate Roll (Emissary, 167_002): dilemma — three random members are chosen; an odd INTEGRITY total stops all three and the dilemma stays; an even one gets past.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_002', {
  title: 'Chula: Unfortunate Roll',
  scenario: 'behaviour/dilemmas/Emissary-b.spec.ts',
  dilemma: {
    title: 'Chula: Unfortunate Roll',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 3 } },
      { kind: 'pass-if', test: { not: { pickedSum: { attribute: 'INTEGRITY', odd: true } } }, says: 'the three chosen add up to an even INTEGRITY' },
      { kind: 'only-if', test: { pickedSum: { attribute: 'INTEGRITY', odd: true } }, step: { kind: 'act', targets: { by: 'picked' }, action: 'stop' } },
    ],
  },
});
