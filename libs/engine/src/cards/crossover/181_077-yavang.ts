// Ya'Vang (crossover, 181_077): ship — its X (added to WEAPONS and SHIELDS) is 1 while it is at a location in any region.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_077', {
  title: "Ya'Vang",
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['WEAPONS', 'SHIELDS'], delta: 1, where: { inRegion: true } }],
});
