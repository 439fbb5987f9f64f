// Kraxon (bog, 116_101): ship — WEAPONS three and SHIELDS two higher in a ship battle against Defiant-class ships.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_101', {
  title: 'Kraxon',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [
    { kind: 'own-attribute', attributes: ['WEAPONS'], delta: 3, versus: { shipClass: 'Defiant Class' } },
    { kind: 'own-attribute', attributes: ['SHIELDS'], delta: 2, versus: { shipClass: 'Defiant Class' } },
  ],
});
