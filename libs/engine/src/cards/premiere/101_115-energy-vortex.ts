// Energy Vortex (premiere, 101_115): interrupt — a response to a non-Interrupt card the opponent just played from hand: it goes back to their hand unresolved.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_115', {
  title: 'Energy Vortex',
  scenario: 'behaviour/premiere-scans.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { notTypes: ['Interrupt'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'return-just-played' }] }],
  manual: ['that player must then play a different card (the engine gives the card play back but does not force it)', 'cards reported for duty (no response window opens for reporting)'],
});
