// Deactivation (fc, 109_048): interrupt — cancels a Red Alert! or Static Warp Bubble in play or just played, or an Auto-Destruct Sequence lying on a ship unless a Fractal Encryption Code lies there too; or erases (discards) an Away Team made only of holograms.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_048', {
  title: 'Deactivation',
  scenario: 'behaviour/beside-guards.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Red Alert!', 'Static Warp Bubble'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'just-played', filter: { titles: ['Red Alert!', 'Static Warp Bubble'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
    {
      // "present": lying on the same ship (beside-guards.ts); checked as it is played and again as it resolves.
      play: { window: { kind: 'interrupt' }, requires: [{ kind: 'target-not-beside', titles: ['Fractal Encryption Code'] }] },
      targets: { kind: 'card-in-play', filter: { titles: ['Auto-Destruct Sequence'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'if-target-not-beside', titles: ['Fractal Encryption Code'], then: [{ kind: 'nullify-target' }] }] }],
    },
    {
      play: { window: { kind: 'interrupt' }, requires: [{ kind: 'target-away-team-all-holograms' }] },
      targets: { kind: 'away-team' },
      triggers: [{ on: 'played', effects: [{ kind: 'erase-target-away-team' }] }],
    },
  ],
});
