// Remember the Alamo (ha, 125_039): interrupt — just after you lose a personnel battle, one of the winner's personnel there, picked at random, dies; or (once per game) on a planet, a random SECURITY personnel dies.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_039', {
  title: 'Remember the Alamo',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'response', to: 'battle-ended' } },
  targets: { kind: 'personnel-battle-just-lost' },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-random-after-battle' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-game' } },
      targets: { kind: 'planet-location' },
      triggers: [{ on: 'played', effects: [{ kind: 'kill-random-on-planet', filter: { classification: 'SECURITY' } }] }],
    },
  ],
});
