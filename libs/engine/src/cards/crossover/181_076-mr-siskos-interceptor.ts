// Mr. Sisko's Interceptor (crossover, 181_076): ship — lands or takes off once each turn (landing.ts); its X (added to WEAPONS and SHIELDS) is 3 in a ship battle against Klingon/Cardassian Alliance cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_076', {
  title: "Mr. Sisko's Interceptor",
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['WEAPONS', 'SHIELDS'], delta: 3, versus: { icon: 'KCA' } }],
});
