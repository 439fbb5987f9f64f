// Mellis (wp2017, 199_094): personnel — once each turn, your Hunting Group plays for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('199_094', {
  title: 'Mellis',
  scenario: 'behaviour/personnel-d.spec.ts',
  grantsFreePlay: { titles: ['Hunting Group'], oncePerTurn: true },
});
