// Multitronic Menace (terran, 191_003): dilemma — when one of the ship's RANGE, WEAPONS or SHIELDS exceeds the crew present, one random unique crew member dies per staffing icon of the ship; the mission goes on.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_003', {
  title: 'Multitronic Menace',
  scenario: 'behaviour/dilemmas/terran.spec.ts',
  dilemma: {
    title: 'Multitronic Menace',
    steps: [
      {
        kind: 'only-if',
        test: { shipAttributeAboveCrew: true },
        step: { kind: 'act', targets: { by: 'random-n', n: { plus: { shipStaffingIcons: true } }, filter: { unique: true } }, action: 'kill' },
      },
    ],
    continues: true,
  },
});
