// Mercy Kill (fc, 109_052): interrupt — just after the opponent captures or abducts your personnel, or assimilates it as a drone, it dies; or one of your events in play is nullified.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_052', {
  title: 'Mercy Kill',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'response', to: 'personnel-captured' } },
  targets: { kind: 'just-captured', whose: 'yours', orAbducted: true },
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
  // Issue 15 (helper partials): an abduction (1E rulebook › Borg Rule: Abduction: "functions identically" to a capture) is made
  // through captives.ts › capture and opens the same `personnel-captured` window; the first way names abductions, so it
  // answers them (`orAbducted`), which cards answering captures only do not (twenty-first session; spec
  // behaviour/captives.spec.ts › "Mercy Kill, your personnel just abducted").
});
