// Hideaki Chang (brokenbow, 192_071): personnel — your other MACOs at his location have all attributes +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_071', {
  title: 'Hideaki Chang',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { characteristic: 'MACO' },
      where: 'here',
    },
  ],
});
