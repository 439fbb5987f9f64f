// Christopher Pike (agt, 127_018): personnel — your other Original Series personnel at his location have all attributes +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_018', {
  title: 'Christopher Pike',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { icon: 'OS' },
      where: 'here',
    },
  ],
});
