// Subcommander Decius (lfl, 138_048): personnel — once each turn he may place an Event from his owner's discard pile beneath their draw deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_048', {
  title: 'Subcommander Decius',
  scenario: 'behaviour/personnel-b.spec.ts',
  abilities: [{ id: 'event-beneath-draw', limit: 'once-per-turn', targets: { kind: 'your-discard', filter: { types: ['Event'] } }, effects: [{ kind: 'target-to-bottom-of-draw' }] }],
});
