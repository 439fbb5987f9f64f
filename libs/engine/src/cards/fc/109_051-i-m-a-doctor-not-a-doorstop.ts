// I'm a Doctor, Not a Doorstop (fc, 109_051): interrupt — stops one hologram personnel; cancelling a personnel battle by sacrificing a hologram is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_051', {
  title: 'I\'m a Doctor, Not a Doorstop',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel', whose: 'any', filter: { icons: ['Holo'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'stop-target' }] }],
  manual: ['the other mode: cancel a personnel battle by discarding your hologram present'],
});
