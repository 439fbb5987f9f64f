// Cloaked Maneuvers (tnz, 219_018): interrupt — your undamaged ship with a Cloaking Device cloaks, even if stopped or it decloaked this turn; for a Romulan ship of the original series the interrupt is shuffled back into your draw deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_018', {
  title: 'Cloaked Maneuvers',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-to-cloak' },
  triggers: [{ on: 'played', effects: [{ kind: 'cloak-target' }, { kind: 'self-into-draw-deck-if-target', affiliation: 'Romulan', icons: ['OS'] }] }],
});
