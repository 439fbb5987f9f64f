// Ro Laren (Blaze of Glory) (bog, 116_055): personnel — your other Maquis-icon personnel at her location are CUNNING +2 each.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_055', {
  title: 'Ro Laren (Blaze of Glory)',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['CUNNING'],
      delta: 2,
      to: { icon: 'Maq' },
      where: 'here',
    },
  ],
});
