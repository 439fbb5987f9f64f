// Temporal Wake (fc, 109_057): interrupt — cancels an Anti-Time Anomaly in play or just played; following a time-travelling ship is manual.
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
  ],
  manual: ['the other mode: your other ship or Away Team follows one that just time travelled'],
});
