// U.S.S. Cairo (SFL, 245_035): ship — WEAPONS and SHIELDS two higher at a mission with the Cardassian icon.
import { defineCard } from '../../behaviour/define';

export default defineCard('245_035', {
  title: 'U.S.S. Cairo',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['WEAPONS', 'SHIELDS'], delta: 2, where: { missionIcon: 'Cardassian' } }],
});
