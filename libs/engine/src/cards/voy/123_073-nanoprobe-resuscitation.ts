// Nanoprobe Resuscitation (voy, 123_073): interrupt — once each turn, the top card of your discard pile returns to your hand; reporting it to a Borg of yours is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_073', {
  title: 'Nanoprobe Resuscitation',
  scenario: 'behaviour/events-choices.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  triggers: [{ on: 'played', effects: [{ kind: 'top-discard-to-hand' }] }],
  manual: ['a Personnel card so returned may report to the location of your [Com] Borg'],
});
