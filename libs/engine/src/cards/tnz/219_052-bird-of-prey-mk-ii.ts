// Bird-of-Prey, Mk II (tnz, 219_052): ship — its X (added to RANGE and SHIELDS) is 2 while it is in the Neutral Zone region.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_052', {
  title: 'Bird-of-Prey, Mk II',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'SHIELDS'], delta: 2, where: { region: 'Neutral Zone Region' } }],
});
