// Alternate Universe Door (au, 103_032): doorway — from hand, it cancels a Revolving Door or Subspace Schism just played (or a Revolving Door or Door-Net in play) and is discarded; seeded on the table it is the open door: your [AU] cards may seed and play (alternate-universe.ts); the Q-Net passage and the Temporal Rift mode are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_032', {
  title: 'Alternate Universe Door',
  scenario: 'behaviour/alternate-universe.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titles: ['Revolving Door', 'Subspace Schism'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  duration: 'instant',
  // Seeded on the table (its only way there: played from hand it is discarded at once), the door is open.
  allowsAlternateUniverse: [{ seed: true, play: true }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      // Issue 15 (helper doors): Door-Net's own text lets this door nullify it.
      targets: { kind: 'card-in-play', filter: { titles: ['Revolving Door', 'Door-Net'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
      duration: 'instant',
    },
  ],
  manual: [
    'the other mode: one ship passes through a Q-Net (doorway discarded)',
    'the other mode: nullify a Temporal Rift and return the doorway to your hand',
  ],
});
