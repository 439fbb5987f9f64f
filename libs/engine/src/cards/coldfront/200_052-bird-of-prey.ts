// Bird-of-Prey (coldfront, 200_052): ship — its X (added to every attribute) is 3 while every personnel of its owner aboard has the 22nd-century icon or is universal.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_052', {
  title: 'Bird-of-Prey',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 3, aboard: { filter: { anyOf: [{ icons: ['22'] }, { universal: true }] }, per: 'all' } }],
});
