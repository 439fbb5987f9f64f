// Latinum Payoff (au, 103_070): interrupt — just after your ship with a Greed personnel aboard destroys another ship in battle, you score 3 points for each OFFICER who died aboard that ship (once for each ship destroyed).
import { defineCard } from '../../behaviour/define';

export default defineCard('103_070', {
  title: 'Latinum Payoff',
  scenario: 'behaviour/after-battle.spec.ts',
  play: { window: { kind: 'response', to: 'battle-ended' } },
  targets: { kind: 'ship-destroyed-by-your-ship-with', skill: 'Greed' },
  triggers: [{ on: 'played', effects: [{ kind: 'score-per-classification-killed-aboard', classification: 'OFFICER', points: 3 }] }],
});
