// Aluura (roa, 117_111): personnel — your other dabo girls and Ferengi waiters at her location have all attributes +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_111', {
  title: 'Aluura',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: { characteristic: 'Dabo Girl' },
      where: 'here',
    },
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: { characteristic: 'Waiter', species: 'Ferengi' },
      where: 'here',
    },
  ],
});
