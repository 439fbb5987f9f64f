// Shipwreck (fc, 109_056): interrupt — every Wall of Ships in play is discarded; or, until the end of the turn (also played at the start of a battle), every ship attribute enhancement is suspended.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_056', {
  title: 'Shipwreck',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  // The turn-ends trigger is read from here for every way (behaviour/timed.ts reads the card's own triggers); only the ways that lie on the table use it.
  triggers: [
    { on: 'played', effects: [{ kind: 'discard-all-titled', titles: ['Wall of Ships'] }] },
    { on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] },
  ],
  // Only the ways that lie on the table (until the end of the turn) suspend anything.
  restricts: [{ kind: 'suspend-ship-enhancements' }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      duration: 'while-in-play',
      triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
    },
    {
      play: { window: { kind: 'response', to: 'battle-initiated' } },
      duration: 'while-in-play',
      triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
    },
  ],
});
