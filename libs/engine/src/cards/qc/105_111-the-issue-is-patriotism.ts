// The Issue is Patriotism (qc, 105_111): Q interrupt, drawn in a Q-Flash — the player whose team has the Q-Flash must initiate one battle where opposing ships, or opposing personnel (crews or Away Teams), are already together (none anywhere: no effect); their stopped cards battle too, with no leader and no affiliation restrictions. Miss Q cannot touch it.
// 1E current rulings › Issue is Patriotism, The; actions – required; 1E rulebook › BATTLE › INITIATING A BATTLE.
// Behaviour/forced-battles.ts (`must-battle-where-opposing`, the obligation waiting for the attempt to end).
import { defineCard } from '../../behaviour/define';

export default defineCard('105_111', {
  title: 'The Issue is Patriotism',
  scenario: 'behaviour/q-flash.spec.ts',
  immuneTo: ['Miss Q'],
  qFlash: { effects: [{ kind: 'must-battle-where-opposing' }] },
});
