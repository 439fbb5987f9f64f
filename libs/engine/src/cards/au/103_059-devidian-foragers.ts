// Devidian Foragers (au, 103_059): interrupt — two personnel of one discard pile (either player's) are placed out of play; their attributes are added to one of your [AU] personnel until the end of the turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_059', {
  title: 'Devidian Foragers',
  scenario: 'behaviour/lasting-changes.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-personnel-and-discarded-personnel', receiver: { icons: ['AU'] }, count: 2 },
  triggers: [{ on: 'played', effects: [{ kind: 'discarded-attributes-to-receiver' }] }],
});
