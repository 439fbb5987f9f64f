// Secret Sabotage (dow, 227_017): interrupt — once each turn, at the end of your turn, on an undamaged ship of the opponent:
// when three Cardassian personnel of yours whose lore mentions resistance are at its location, two damage markers drawn from
// your Battle Bridge side deck are placed on it.
// 1E rulebook › END OF TURN; DAMAGE AND REPAIRS › TACTICS DAMAGE (a drawn marker). Behaviour/tactic-plays.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_017', {
  title: 'Secret Sabotage',
  scenario: 'behaviour/battle-tactics.spec.ts',
  play: { window: { kind: 'response', to: 'turn-ending' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'opponent-undamaged-ship' },
  triggers: [{ on: 'played', effects: [{ kind: 'tactic-damage-if-here', markers: ['flip', 'flip'], atLeast: 3, affiliation: 'Cardassian', loreWord: 'resistance' }] }],
});
