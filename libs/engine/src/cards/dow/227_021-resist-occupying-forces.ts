// Resist Occupying Forces (dow, 227_021): mission — bonus points while the Cardassian Liberation Front is in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_021', {
  title: 'Resist Occupying Forces',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 10, when: { kind: 'titled-in-play', titles: ['Cardassian Liberation Front'] } }],
  },
});
