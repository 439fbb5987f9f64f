// In for a Trim (agt, 127_013): objective — on your table. Barber Pole and Mot's Advice play for free for you (their own files: `with-on-your-table`). Once each turn, with your Barber Pole in play, you may look at as many cards atop your opponent's draw deck as you have non-Borg personnel with Barbering in play, discard any events, incidents and interrupts among them that are not Borg-use-only or Referee cards, and put the others back on top in the order you choose.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS; PLAYING "FOR FREE"; "ONCE PER GAME" AND SIMILAR LIMITS.
// Behaviour/deck-trims.ts. Readings: "non-[Bor]" is a personnel not of the Borg affiliation; Barbering counts as the
// personnel has it now (a Mot's Advice's Barbering counts); "in play" is anywhere in play; "you may discard any" is the
// player's pick among the eligible cards (none allowed); the cards not discarded go back on top in the player's order.
export default defineCard('127_013', {
  title: 'In for a Trim',
  scenario: 'behaviour/deck-trims.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'take-a-little-off-the-top',
      limit: 'once-per-turn',
      requires: [{ kind: 'yours-in-play', titles: ['Barber Pole'] }],
      effects: [
        {
          kind: 'trim-opponent-top',
          per: { notAffiliation: 'Borg' },
          skill: 'Barbering',
          discard: { types: ['Event', 'Incident', 'Interrupt'], notIcons: ['BO', 'Ref'] },
        },
      ],
    },
  ],
});
