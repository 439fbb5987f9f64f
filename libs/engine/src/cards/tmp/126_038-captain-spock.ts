// Captain Spock (tmp, 126_038): personnel — once per game, may go from the discard pile to hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_038', {
  title: 'Captain Spock',
  scenario: 'behaviour/personnel-a.spec.ts',
  actions: [{ name: 'to-hand', limit: { per: 'game' }, fromDiscard: true, target: { kind: 'none' }, effects: [{ kind: 'self-to-hand' }] }],
});
