// Your Place is on the Bridge (tstl, 163_019): interrupt — on your damaged ship, or your ship just targeted in a ship battle you did not initiate: one of its matching commanders is downloaded aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('163_019', {
  title: 'Your Place is on the Bridge',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'matching-commander-for-ship', ship: 'damaged' },
  triggers: [{ on: 'played', effects: [{ kind: 'download-to-named-place' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'battle-initiated' } },
      targets: { kind: 'matching-commander-for-ship', ship: 'battle-target' },
      triggers: [{ on: 'played', effects: [{ kind: 'download-to-named-place' }] }],
    },
  ],
});
