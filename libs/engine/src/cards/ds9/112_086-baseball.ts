// Baseball (ds9, 112_086): interrupt — in response to your commandeering an opponent's facility, you score 20 points; it lies on that facility, and if the opponent regains control of it you lose them again.
//   1E rulebook › COMMANDEER; 1E DS9 expansion rules › COMMANDEERING A FACILITY (behaviour/commandeer-windows.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_086', {
  title: 'Baseball',
  scenario: 'behaviour/commandeer-windows.spec.ts',
  play: { window: { kind: 'response', to: 'facility-commandeered' } },
  targets: { kind: 'facility-you-just-commandeered' },
  duration: 'on-target-card',
  triggers: [{ on: 'played', effects: [{ kind: 'score-points', points: 20, bonus: true }] }],
  pointsLostIfControlLost: 20,
});
