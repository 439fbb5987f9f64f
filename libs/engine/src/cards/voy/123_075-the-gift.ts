// The Gift (voy, 123_075): interrupt — Kes aboard your ship is placed out of play and that ship is relocated to another location of its quadrant, where it is stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_075', {
  title: 'The Gift',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-with-aboard-to-location', aboard: 'Kes' },
  triggers: [{ on: 'played', effects: [{ kind: 'aboard-out-of-play', title: 'Kes' }, { kind: 'relocate-ship-stopped' }] }],
});
