// Transport Inhibitor (tmp, 126_012): equipment — while your personnel are present with it, nobody else beams to or from where it lies; the opponent may destroy it when their personnel are present with it and none of yours.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_012', {
  title: 'Transport Inhibitor',
  scenario: 'behaviour/transport-inhibitors.spec.ts',
  play: { window: { kind: 'report' } },
  // "You may prevent": answered beforehand — the other player's beams are always prevented, yours never (transport-inhibitors.ts).
  restricts: [{ kind: 'no-opposing-beaming-where-yours-present' }],
  // "Destroy" an equipment: to its owner's discard pile.
  abilities: [{ id: 'destroy', anyPlayer: true, requires: [{ kind: 'actor-personnel-unopposed-here' }], costs: ['discard-self'], effects: [] }],
});
