// Phaser Burns (au, 103_071): interrupt — in a personnel battle where you have a phaser or disruptor present, two of the opponent's stunned personnel, picked at random, die before the winner is known.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_071', {
  title: 'Phaser Burns',
  scenario: 'battle/battle-cards.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'personnel-battle-armed', keywords: ['phaser', 'disruptor'] },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-stunned-before-winner', count: 2 }] }],
});
