// Khan! (50, 188_008): interrupt — cancels The Genesis Effect in play; or (its other way) in the window just after the opponent scored bonus points, those points are cancelled.
//   1E rulebook › THE PLAY PHASE › Alternating Actions; WINNING THE GAME (bonus points) (behaviour/scored-windows.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('188_008', {
  title: 'Khan!',
  scenario: 'behaviour/scored-windows.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['The Genesis Effect'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'points-scored' } },
      targets: { kind: 'opponent-who-just-scored' },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-points-just-scored' }] }],
    },
  ],
});
