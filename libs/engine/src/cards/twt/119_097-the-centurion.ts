// The Centurion (twt, 119_097): personnel — other Romulans at his location have all attributes +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_097', {
  title: 'The Centurion',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { whose: 'any', species: 'Romulan' },
      where: 'here',
    },
  ],
});
