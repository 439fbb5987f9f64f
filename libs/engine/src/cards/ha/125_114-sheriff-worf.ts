// Sheriff Worf (ha, 125_114): personnel — STRENGTH +1 for each opposing SECURITY personnel present.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_114', {
  title: 'Sheriff Worf',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['STRENGTH'],
      delta: 1,
      per: { whose: 'opposing', skill: 'SECURITY' },
      to: {},
      where: 'self',
    },
  ],
});
