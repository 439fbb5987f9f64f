// Greater Glory of Cardassia (lookinggla, 184_019): incident — seeds or plays on your table; while you have not begun a
// mission attempt this game, your Cardassian Nors may not be commandeered. Ore Processing Units on [DS9] Cardassian Nors are
// immune to Reactor Overload while a SECURITY personnel is aboard the Nor (at any of its sites: behaviour/ore-overloads.ts).
//   1E DS9 expansion rules › COMMANDEERING A FACILITY; 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES. "Seeds or
//   plays on table" is read from the card text by seeding.ts. Behaviour/commandeering.ts (`tableNorGuard`, `GameState.attemptedBy`).
import { defineCard } from '../../behaviour/define';

export default defineCard('184_019', {
  title: 'Greater Glory of Cardassia',
  scenario: 'behaviour/site-text.spec.ts',
  play: { window: { kind: 'normal-play' } },
  tableNorGuard: { affiliations: ['Cardassian'] },
  oreSiteImmunity: { nors: { icons: ['DS9'], affiliations: ['Cardassian'] }, needs: 'SECURITY', where: 'nor' },
});
