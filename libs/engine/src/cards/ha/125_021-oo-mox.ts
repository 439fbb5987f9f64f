// Oo-mox (ha, 125_021): event — played on your table, it stops every male Ferengi in play (both players'); until its countdown runs out (the card's countdown icon, ticked at the end of your turns), every male Ferengi in play has each regular skill twice and +2 to every attribute.
import { defineCard } from '../../behaviour/define';

const maleFerengi = { species: 'Ferengi', characteristic: 'Male' };

export default defineCard('125_021', {
  title: 'Oo-mox',
  scenario: 'behaviour/table-conditions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'stop-all-matching-in-play', filter: maleFerengi }] }],
  // Issue 15 (events of later sets): the countdown is the generic one of cards on a table (play.ts › endTurn).
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 2, filter: maleFerengi, whose: 'all', to: {}, where: 'table', doubleRegularSkills: true }],
});
