// Inside Operation (bog, 116_038): interrupt — at the start of a ship battle, each opposing ship or facility in it that your personnel infiltrates is WEAPONS and SHIELDS -3 for the battle; those infiltrators are exposed.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_038', {
  title: 'Inside Operation',
  scenario: 'behaviour/infiltration-cards.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'ship-battle-with-your-infiltrator' },
  triggers: [{ on: 'played', effects: [{ kind: 'infiltrated-ships-weakened', delta: -3 }] }],
});
