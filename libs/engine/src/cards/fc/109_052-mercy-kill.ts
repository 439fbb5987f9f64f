// Mercy Kill (fc, 109_052): interrupt — just after the opponent captures your personnel, it dies; or one of your events in play is nullified.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_052', {
  title: 'Mercy Kill',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'response', to: 'personnel-captured' } },
  targets: { kind: 'just-captured', whose: 'yours' },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-target-captive' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'your-card-in-play', filter: { types: ['Event'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
  ],
  manual: ['killing your personnel just abducted or just assimilated as a drone'],
});
