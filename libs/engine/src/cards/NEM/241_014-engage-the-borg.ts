// Engage the Borg (NEM, 241_014): incident — seeds on its owner's table. Their Federation personnel without [AU] whose property logo is Generations, Insurrection or Nemesis show [FC] too; each time their ships destroy a Borg ship in ship battle, or destroy the Borg Ship dilemma with their return fire, they score 5 bonus points.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects); ICONS; BATTLE › SHIP BATTLE (destroyed ships);
// STRANGE ENCOUNTERS › SELF-CONTROLLING CARDS (Borg Ship). "Seeds on table" is read from the card text by seeding.ts.
// Behaviour/table-icon-grants.ts (`affiliations`, `notIcons`); behaviour/ship-destroyed-scoring.ts (a number of points, `orDilemmas`).
export default defineCard('241_014', {
  title: 'Engage the Borg',
  scenario: 'behaviour/hamm-incidents.spec.ts',
  tableIconGrant: { types: ['Personnel'], properties: ['Gen', 'Ins', 'Nem'], affiliations: ['Federation'], notIcons: ['AU'], icons: ['FC'] },
  scoresShipDestroyed: { destroyed: { affiliations: ['Borg'] }, by: {}, points: 5, orDilemmas: ['Borg Ship'], ownerOnly: true },
});
