// Internment (Emissary, 167_017): event — a captive you hold with no escort (as under your trap card) moves into your facility's brig in its quadrant or in the Alpha Quadrant; or a capturing-related card of your draw deck to hand (a download). Discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_017', {
  title: 'Internment',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  duration: 'instant',
  targets: { kind: 'your-trapped-captive-to-brig' },
  triggers: [{ on: 'played', effects: [{ kind: 'captive-target-to-brig' }] }],
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'cards-in-your-draw-deck', min: 1, max: 1, download: true, filter: { characteristic: 'Capturing-related card' } },
      triggers: [{ on: 'played', effects: [{ kind: 'chosen-to-hand' }, { kind: 'shuffle-draw-deck', who: 'you' }] }],
    },
  ],
});
