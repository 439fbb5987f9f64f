// Undercover Agent (ENGAGE, 161_011): dilemma — to get past, SECURITY + Biology + CUNNING>40 OR SECURITY + Biology + Law.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_011', {
  title: 'Undercover Agent',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Undercover Agent',
    steps: [{ kind: 'pass', require: 'SECURITY + Biology + CUNNING>40 OR SECURITY + Biology + Law' }],
    manual: ['the opponent\'s optional download of Selok or a Romulan with an infiltration icon, while a [Rom] ship is in play'],
  },
});
