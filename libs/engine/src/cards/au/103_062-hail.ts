// Hail (au, 103_062): interrupt, two ways — two ships of different players may not battle each other this turn; or, as a
// ship "flies by" one of yours (passes your ship's location without stopping), it must stop at your location.
import { defineCard } from '../../behaviour/define';

// behaviour/tractor-beams.ts (`two-ships`, `no-battle-between-this-turn`); 1E rulebook › BATTLE › INITIATING A BATTLE.
// behaviour/flyby-windows.ts (`ship-flew-by` window, `ship-flying-by`, `stop-flying-ship-there`); EXECUTING ORDERS › MOVE SHIPS.
export default defineCard('103_062', {
  title: 'Hail',
  scenario: 'behaviour/tractor-beams.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'two-ships' },
  triggers: [{ on: 'played', effects: [{ kind: 'no-battle-between-this-turn' }] }],
  modes: [{ play: { window: { kind: 'response', to: 'ship-flew-by' } }, targets: { kind: 'ship-flying-by' }, triggers: [{ on: 'played', effects: [{ kind: 'stop-flying-ship-there' }] }], duration: 'instant' }],
});
