// Transporter Drones (tmp, 126_013): equipment — fights in personnel battle as a combatant with a fixed STRENGTH of 8 that
// its adversary meets with CUNNING; an adversary it stuns may be captured and taken aboard its owner's ship at the location.
//   1E rulebook › BATTLE › PERSONNEL BATTLE (3. Form Up: cards which act as personnel; 4. Combat); CAPTURE
//   (behaviour/battle-equipment.ts; spec behaviour/battle-equipment.spec.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('126_013', {
  title: 'Transporter Drones',
  scenario: 'behaviour/battle-equipment.spec.ts',
  play: { window: { kind: 'report' } },
  fightsInBattle: { strength: 8, battles: ['personnel', 'rogue-borg'], versus: 'CUNNING', captures: { toShipHere: true } },
});
