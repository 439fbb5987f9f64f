// I'm a Doctor, Not a Doorstop (fc, 109_051): interrupt — stops one hologram personnel; or, as a response to a personnel battle just initiated, your hologram in it is discarded and the battle is cancelled.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_051', {
  title: 'I\'m a Doctor, Not a Doorstop',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel', whose: 'any', filter: { icons: ['Holo'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'stop-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'battle-initiated' } },
      targets: { kind: 'your-personnel-in-battle', icon: 'Holo' },
      triggers: [{ on: 'played', effects: [{ kind: 'cancel-battle' }, { kind: 'discard-target' }] }],
    },
  ],
});
