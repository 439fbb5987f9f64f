// Mercy Kill (fc, 109_052): interrupt — just after the opponent captures your personnel, or assimilates it as a drone, it dies; or one of your events in play is nullified.
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
    // Issue 15 (windows): the `personnel-assimilated` window (behaviour/assimilation-windows.ts).
    { play: { window: { kind: 'response', to: 'personnel-assimilated' } }, targets: { kind: 'your-personnel-just-assimilated', as: 'drone' }, triggers: [{ on: 'played', effects: [{ kind: 'kill-target' }] }] },
  ],
  // The engine abducts only as part of an assimilation (behaviour/assimilation.ts), so no personnel is ever "just abducted" alone.
  manual: ['killing your personnel just abducted (an abduction that is not an assimilation)'],
});
