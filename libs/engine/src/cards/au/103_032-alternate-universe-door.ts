// Alternate Universe Door (au, 103_032): doorway — from hand, it cancels a Revolving Door or Subspace Schism just played (or a Revolving Door or Door-Net in play) and is discarded; the open door (your [AU] cards may enter play), the Q-Net passage and the Temporal Rift mode are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_032', {
  title: 'Alternate Universe Door',
  scenario: 'behaviour/doorways.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titles: ['Revolving Door', 'Subspace Schism'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  duration: 'instant',
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
    'seeded on the table, the door is open: your [AU] icon cards may enter play (the engine does not hold [AU] cards back without it)',
    'the other mode: one ship passes through a Q-Net (doorway discarded)',
    'the other mode: nullify a Temporal Rift and return the doorway to your hand',
  ],
});
