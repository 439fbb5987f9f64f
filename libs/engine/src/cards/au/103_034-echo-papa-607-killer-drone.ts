// Echo Papa 607 Killer Drone (au, 103_034): equipment — fights as a combatant in personnel battles on a planet or aboard
// an opposing card (Away Team battles) and in Rogue Borg battles; STRENGTH 10 the first battle, 20 the next, and so on
// (the battles it fought in are kept on its card record while it stays in play).
//   1E rulebook › BATTLE › PERSONNEL BATTLE (a solitary Echo Papa 607 may engage; 3. Form Up; 4. Combat); STRANGE
//   ENCOUNTERS › SELF-CONTROLLING CARDS (behaviour/battle-equipment.ts; spec behaviour/battle-equipment.spec.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('103_034', {
  title: 'Echo Papa 607 Killer Drone',
  scenario: 'behaviour/battle-equipment.spec.ts',
  play: { window: { kind: 'report' } },
  fightsInBattle: { strength: 10, grows: true, battles: ['away-team', 'rogue-borg'] },
});
