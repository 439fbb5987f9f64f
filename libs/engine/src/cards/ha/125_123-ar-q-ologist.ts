// Ar-Q-ologist (ha, 125_123): dilemma — Archaeology and Honor nullify it; else the opponent may put up to X cards of their discard pile atop their draw deck, X = the skill dots and special download icons of the lowest-INTEGRITY member.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_123', {
  title: 'Ar-Q-ologist',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Ar-Q-ologist',
    steps: [
      { kind: 'pick', targets: { by: 'lowest', measure: 'INTEGRITY', count: 1, tie: 'opponent' } },
      { kind: 'opponent-restacks-discard' },
    ],
    nullify: 'Archaeology + Honor',
  },
});
