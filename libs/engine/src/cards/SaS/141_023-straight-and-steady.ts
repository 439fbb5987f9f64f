// Straight and Steady (SaS, 141_023): objective — seeds or plays on your table; when your [22] card is attacked, you may discard it so that each of your [22] cards in that battle has every attribute +5 until the battle ends; at the end of your opponent's turn you may discard it to move your [22] ship one spaceline location toward your homeworld or facility. Seeding it on the table is the generic seed rules.
//   1E rulebook › END OF TURN; THE PLAY PHASE › Alternating Actions (behaviour/battle-table-responses.ts, behaviour/turn-ending-windows.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('141_023', {
  title: 'Straight and Steady',
  scenario: 'behaviour/battle-table-responses.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'steady',
      window: { kind: 'response', to: 'battle-initiated', by: 'opponent' },
      costs: ['discard-self'],
      targets: { kind: 'your-icon-card-attacked', icon: '22' },
      effects: [{ kind: 'battle-attributes-of-your-icon-cards', icon: '22', delta: 5 }],
    },
    // Issue 15 (helper windows): the other way, in the window at the end of the opponent's turn (behaviour/turn-ending-windows.ts).
    {
      id: 'home',
      window: { kind: 'response', to: 'turn-ending', by: 'opponent' },
      costs: ['discard-self'],
      targets: { kind: 'your-icon-ship-toward-home', icon: '22' },
      effects: [{ kind: 'move-target-ship-one-location' }],
    },
  ],
});
