// Shipwreck (fc, 109_056): interrupt — every Wall of Ships in play is discarded; suspending all ship attribute enhancements this turn is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_056', {
  title: 'Shipwreck',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  triggers: [{ on: 'played', effects: [{ kind: 'discard-all-titled', titles: ['Wall of Ships'] }] }],
  manual: ['the other mode: suspend all ship attribute enhancements for the rest of the turn (also at the start of a battle)'],
});
