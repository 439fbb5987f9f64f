// Bluegill Infestation (agt, 127_006): incident — seeds on your table (the only way it enters play); as it seeds, you place up to
// seven unique personnel from outside the game face up beneath it. Your copies in play of those personnel are STRENGTH +5, are
// Bluegills as well, and are never stunned in battle. When one of them is killed, one personnel beneath it is selected at
// random: if it is the same card, the personnel killed was the Bluegill Queen (recorded for Alas, Poor Queen).
// 1E rulebook › OUT-OF-PLAY ("outside the game": behaviour/outside-the-game.ts, pool `outside`); stored-cards.ts (fate
// `stored-on-source`, face up); stored-copies.ts (`storedCopies`); MISCELLANEOUS RULES › RANDOM SELECTION. "Seeds on table" is
// read from the card text by seeding.ts; "(Unique.)" by checkUniqueness.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_006', {
  title: 'Bluegill Infestation',
  scenario: 'behaviour/stored-copies.spec.ts',
  stores: {},
  whenSeeded: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'outside', whose: 'you', filter: { types: ['Personnel'], unique: true } }, pick: 7, upTo: true, chosen: 'stored-on-source' }],
  storedCopies: { strength: 5, characteristic: 'Bluegill', neverStunned: true, queen: 'Bluegill Queen' },
});
