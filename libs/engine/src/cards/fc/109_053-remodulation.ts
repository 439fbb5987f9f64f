// Remodulation (fc, 109_053): interrupt — cancels an Adapt: Modulate Shields in play or just played; or you discard one or two cards and draw as many from the bottom of your draw deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_053', {
  title: 'Remodulation',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Adapt: Modulate Shields'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'just-played', filter: { titles: ['Adapt: Modulate Shields'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'cards-in-your-hand', min: 1, max: 2 },
      triggers: [{ on: 'played', effects: [{ kind: 'discard-chosen' }, { kind: 'draw-bottom-per-chosen' }] }],
    },
  ],
});
