// Robin Lefler (qc, 105_057): personnel — where she is present the Ktarian Game dilemma is cancelled, and Wesley Crusher has CUNNING +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_057', {
  title: 'Robin Lefler',
  scenario: 'behaviour/personnel.spec.ts',
  nullifies: [{ kind: 'dilemmas-where-present', titles: ['Ktarian Game'] }],
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['CUNNING'],
      delta: 2,
      to: { whose: 'any', names: ['Wesley Crusher'] },
      where: 'present-personnel',
    },
  ],
});
