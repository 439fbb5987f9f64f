// Time to Reconsider (ds9, 112_102): interrupt — your ship and its crew are stopped; keeping the opponent from counter-attacking there this turn is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_102', {
  title: 'Time to Reconsider',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'ship', whose: 'yours' },
  triggers: [{ on: 'played', effects: [{ kind: 'stop-target-ship-and-crew' }] }],
  manual: ['the opponent (unless playing Borg) may not counter-attack at that location this turn'],
});
