// Captain Spock (tmp, 126_038): personnel — once per game, may go from the discard pile to hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_038', {
  title: 'Captain Spock',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'to-hand', limit: 'once-per-game', fromDiscard: true, effects: [{ kind: 'self-to-hand' }] }],
});
