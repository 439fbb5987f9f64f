// Temporal Wake (fc, 109_057): interrupt — cancels an Anti-Time Anomaly in play or just played; or, just after a ship or Away Team time travelled, your other ship or Away Team that was there follows it.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_057', {
  title: 'Temporal Wake',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Anti-Time Anomaly'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'just-played', filter: { titles: ['Anti-Time Anomaly'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
    // Issue 15 (lead): "choose your other ship or Away Team which was present; it follows" (behaviour/time-travel-windows.ts).
    {
      play: { window: { kind: 'response', to: 'time-travelled' } },
      targets: { kind: 'follow-time-travel' },
      triggers: [{ on: 'played', effects: [{ kind: 'time-travel-target' }] }],
    },
  ],
});
