// D'Tan (au, 103_112): personnel — Romulans present who lack Treachery have INTEGRITY +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_112', {
  title: "D'Tan",
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY'],
      delta: 1,
      to: { whose: 'any', species: 'Romulan', notSkill: 'Treachery' },
      where: 'present-personnel',
    },
  ],
});
