// Xindi Test Strike (brokenbow, 192_014): dilemma — three SECURITY or a Xindi nullify it; otherwise two random members die.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_014', {
  title: 'Xindi Test Strike',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Xindi Test Strike',
    steps: [
      { kind: 'nullified-if', test: { teamMatching: { filter: { characteristic: 'Xindi' }, atLeast: 1 } } },
      { kind: 'act', targets: { by: 'random', count: 2 }, action: 'kill' },
    ],
    nullify: 'SECURITY x3',
    manual: ['the opponent discards one personnel or empty ship at a corresponding time location (time locations are not modelled)'],
  },
});
