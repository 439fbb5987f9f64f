// Deactivation (fc, 109_048): interrupt — cancels a Red Alert! or Static Warp Bubble in play or just played; the hologram and Auto-Destruct parts are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_048', {
  title: 'Deactivation',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Red Alert!', 'Static Warp Bubble'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'just-played', filter: { titles: ['Red Alert!', 'Static Warp Bubble'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
  ],
  manual: ['nullifying Auto-Destruct Sequence (unless Fractal Encryption Code is present)', 'the other mode: erase an Away Team of holograms only'],
});
