// Regenerate (fc, 109_033): event, two ways (PlayCard.mode) — 0: your discard pile is shuffled into your draw deck; 1: any Borg ship, or a roaming Borg Ship dilemma, is fully repaired and stopped, the cards on it that lower its attributes nullified; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_033', {
  title: 'Regenerate',
  scenario: 'behaviour/regeneration.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'shuffle-discard-into-draw', who: 'you' }] }],
  duration: 'instant',
  modes: [{ play: { window: { kind: 'normal-play' } }, targets: { kind: 'borg-ship-to-regenerate' }, triggers: [{ on: 'played', effects: [{ kind: 'regenerate-target' }] }], duration: 'instant' }],
});
