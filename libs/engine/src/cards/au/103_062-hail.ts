// Hail (au, 103_062): interrupt — two ships of different players may not battle each other this turn; its other way (a ship
// "flying by" one of yours must stop at your location) needs a window during the opponent's flight, not opened yet.
import { defineCard } from '../../behaviour/define';

// behaviour/tractor-beams.ts (`two-ships`, `no-battle-between-this-turn`); 1E rulebook › BATTLE › INITIATING A BATTLE.
export default defineCard('103_062', {
  title: 'Hail',
  scenario: 'behaviour/tractor-beams.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'two-ships' },
  triggers: [{ on: 'played', effects: [{ kind: 'no-battle-between-this-turn' }] }],
  manual: ['the other way: a ship "flying by" one of your ships must stop at your location (no window opens during a flight)'],
});
