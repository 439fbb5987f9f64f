// Empress (coldfront, 200_008): event — plays on your Contender (for free on any Hoshi Sato); once per game, at the start of
// your turn, you may discard it to complete your next Contender objective on the table without its condition, drawing none
// of the cards it would draw.
import { defineCard } from '../../behaviour/define';

// behaviour/contender.ts (`your-contender`, `on-target-persona`, `complete-contender-objective`).
export default defineCard('200_008', {
  title: 'Empress',
  scenario: 'behaviour/contender.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'on-target-persona', names: ['Hoshi Sato'] } },
  targets: { kind: 'your-contender' },
  duration: 'on-target-card',
  abilities: [{ id: 'complete', limit: 'once-per-game', requires: ['start-of-your-turn'], costs: ['discard-self'], effects: [{ kind: 'complete-contender-objective' }] }],
});
