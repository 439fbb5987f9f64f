// U.S.S. Defiant (Chain of Command) (coc, 135_010): ship — WEAPONS and SHIELDS three higher in a ship battle against Borg cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('135_010', {
  title: 'U.S.S. Defiant (Chain of Command)',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['WEAPONS', 'SHIELDS'], delta: 3, versus: { affiliation: 'Borg' } }],
});
