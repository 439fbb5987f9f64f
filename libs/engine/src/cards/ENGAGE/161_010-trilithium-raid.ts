// Trilithium Raid (ENGAGE, 161_010): dilemma — to get past, ENGINEER ×2 + STRENGTH>40.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_010', {
  title: 'Trilithium Raid',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Trilithium Raid',
    steps: [{ kind: 'pass', require: 'ENGINEER x2 + STRENGTH>40' }],
    manual: ['the opponent\'s optional download of up to two [Univ] Romulans (six at a station) to a facility here'],
  },
});
