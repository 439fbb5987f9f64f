// Survey New World (brokenbow, 192_039): mission — bonus points when a ship is landed or an Environmental Suit is at the location.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_039', {
  title: 'Survey New World',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 5, when: { kind: 'here', titles: ['Environmental Suit'], landedShip: true } }],
  },
});
