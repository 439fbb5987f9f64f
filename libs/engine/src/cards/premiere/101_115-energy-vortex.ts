// Energy Vortex (premiere, 101_115): interrupt — a response to a non-Interrupt card the opponent just played or reported from hand: it goes back to their hand, and a different card must use the card play instead.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_115', {
  title: 'Energy Vortex',
  scenario: 'behaviour/premiere-windows.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'opponent-card-just-played', filter: { notTypes: ['Interrupt'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'return-and-play-another' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'card-reported' } },
      targets: { kind: 'opponent-card-just-played', filter: { notTypes: ['Interrupt'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'return-and-play-another' }] }],
    },
  ],
});
