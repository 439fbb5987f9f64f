// Captain Chakotay (borg, 124_102): personnel — your other Maquis-icon personnel at his location have all attributes +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_102', {
  title: 'Captain Chakotay',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: { icon: 'Maq' },
      where: 'here',
    },
  ],
});
