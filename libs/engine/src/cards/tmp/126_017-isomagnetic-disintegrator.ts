// Isomagnetic Disintegrator (tmp, 126_017): event — your hand joins your discard pile, that pile becomes your draw deck and the old deck your discard pile, then you draw four; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_017', {
  title: 'Isomagnetic Disintegrator',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [
    {
      on: 'played',
      effects: [{ kind: 'discard-hand', who: 'you' }, { kind: 'exchange-discard-and-draw' }, { kind: 'draw', who: 'you', count: 4 }],
    },
  ],
  duration: 'instant',
});
