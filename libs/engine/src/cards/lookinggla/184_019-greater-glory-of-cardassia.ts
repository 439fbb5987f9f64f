// Greater Glory of Cardassia (lookinggla, 184_019): incident — seeds or plays on your table; while you have not begun a
// mission attempt this game, your Cardassian Nors may not be commandeered. The Ore Processing Units' immunity to Reactor
// Overload (itself unscripted) is manual.
//   1E DS9 expansion rules › COMMANDEERING A FACILITY; 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES. "Seeds or
//   plays on table" is read from the card text by seeding.ts. Behaviour/commandeering.ts (`tableNorGuard`, `GameState.attemptedBy`).
import { defineCard } from '../../behaviour/define';

export default defineCard('184_019', {
  title: 'Greater Glory of Cardassia',
  scenario: 'behaviour/site-text.spec.ts',
  play: { window: { kind: 'normal-play' } },
  tableNorGuard: { affiliations: ['Cardassian'] },
  manual: ['Ore Processing Units on your [DS9] Cardassian Nors immune to Reactor Overload while SECURITY is aboard (Reactor Overload is not scripted)'],
});
