// Determined to Stay (Maquis, 172_010): event — lies on your mission in the Demilitarized Zone Region that nobody has attempted yet; when your Maquis ([Maq]) personnel solve it and no opposing ship is there, you draw five cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_010', {
  title: 'Determined to Stay',
  scenario: 'behaviour/table-conditions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, regions: ['Demilitarized Zone Region'], unattempted: true } },
  duration: 'on-target-mission',
  triggers: [
    {
      on: 'mission-completed',
      // Issue 15 (events of later sets): "may draw up to five" is taken in full, as the engine takes other "may draw" (Border Checkpoint).
      effects: [{ kind: 'if-you-solved-here', by: { icons: ['Maq'] }, noOpposingShipHere: true, then: [{ kind: 'draw', who: 'you', count: 5 }] }],
    },
  ],
});
