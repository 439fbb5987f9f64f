// Time to Reconsider (ds9, 112_102): interrupt — your ship and its crew are stopped; and your opponent (unless playing Borg) may not counter-attack at that location this turn: as a response to such a counter-attack just initiated, it is cancelled. (On your own turn nobody can counter-attack you, so the first way needs no prevention.)
import { defineCard } from '../../behaviour/define';

export default defineCard('112_102', {
  title: 'Time to Reconsider',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'ship', whose: 'yours' },
  triggers: [{ on: 'played', effects: [{ kind: 'stop-target-ship-and-crew' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'battle-initiated' } },
      targets: { kind: 'your-ship-at-counter-attack' },
      triggers: [{ on: 'played', effects: [{ kind: 'stop-target-ship-and-crew' }, { kind: 'cancel-battle' }] }],
    },
  ],
});
