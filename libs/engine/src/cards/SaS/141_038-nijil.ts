// Nijil (SaS, 141_038): personnel — while he is in play his owner's Drone-class ships have RANGE +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_038', {
  title: 'Nijil',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [{ kind: 'crew-ship-attribute', attributes: ['RANGE'], delta: 2, ship: { yours: true, classes: ['Drone'] }, to: {}, where: 'your-ships' }],
});
