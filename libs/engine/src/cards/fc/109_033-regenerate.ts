// Regenerate (fc, 109_033): event — your discard pile is shuffled into your draw deck; the repair-a-Borg-ship mode is manual; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_033', {
  title: 'Regenerate',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'shuffle-discard-into-draw', who: 'you' }] }],
  duration: 'instant',
  manual: ['the other mode: fully repair and stop a Borg Ship dilemma or Borg ship'],
});
