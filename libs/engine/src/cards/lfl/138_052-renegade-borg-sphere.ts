// Renegade Borg Sphere (lfl, 138_052): ship — its owner's Non-Aligned Borg may report for duty aboard it; WEAPONS and SHIELDS four higher in a ship battle against Borg cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_052', {
  title: 'Renegade Borg Sphere',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-aboard', filter: { type: 'Personnel', affiliation: 'Non-Aligned', characteristic: 'Borg' } }],
  ownModifiers: [{ kind: 'own-attribute', attributes: ['WEAPONS', 'SHIELDS'], delta: 4, versus: { affiliation: 'Borg' } }],
});
