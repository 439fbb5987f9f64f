// Phaser Array Power Cell (bog, 116_040): interrupt — once each turn, just after a ship battle in which your ship and an opposing ship both fired, if your ship came through it, you score the card's points.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_040', {
  title: 'Phaser Array Power Cell',
  scenario: 'behaviour/after-battle.spec.ts',
  play: { window: { kind: 'response', to: 'battle-ended' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'your-ship-that-traded-fire' },
  triggers: [{ on: 'played', effects: [{ kind: 'score-points', points: 5, bonus: false }] }],
});
