// Deliberately Discarded (NEM, 241_013): incident — seeds on your table. While you have Remus in play, your unique Reman
// personnel who die are stored on it (face up) instead of going to your discard pile. Once each turn, one of: a stored card
// beneath your draw deck; or two stored cards discarded to draw a card; or (once per game) three stored cards placed out of
// play to download a Reman to Remus.
//   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; GETTING HURT › KILLED OR DESTROYED ("unless a card says
//   otherwise"). "Seeds on table" is read from the card text by seeding.ts. Behaviour/stored-cards.ts, discard-redirects.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_013', {
  title: 'Deliberately Discarded',
  scenario: 'behaviour/stored-cards.spec.ts',
  stores: {},
  discardRedirect: { whose: 'yours', filter: { characteristic: 'Reman', universal: false }, killedOnly: true, whileInPlay: 'Remus', to: 'here' },
  abilities: [
    { id: 'beneath-draw', limit: 'once-per-turn', limitShared: 'deliberately-discarded', targets: { kind: 'stored-here' }, effects: [{ kind: 'stored-targets-to', to: 'beneath-draw' }] },
    { id: 'discard-two-to-draw', limit: 'once-per-turn', limitShared: 'deliberately-discarded', targets: { kind: 'stored-here', count: 2 }, effects: [{ kind: 'stored-targets-to', to: 'discard' }, { kind: 'draw', who: 'you', count: 1 }] },
  ],
  manual: ['once per game (as the turn\'s use): three stored cards placed out of play to download a Reman to Remus (Remus is not in the card list)'],
});
