// Artim (agt, 127_028): personnel — your personnel present without Treachery have every attribute +1, or +2 when they also have Youth.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_028', {
  title: 'Artim',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { notSkill: 'Treachery' },
      where: 'present-personnel',
    },
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { notSkill: 'Treachery', skill: 'Youth' },
      where: 'present-personnel',
    },
  ],
});
