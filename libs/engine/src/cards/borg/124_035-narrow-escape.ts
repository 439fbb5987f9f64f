// Narrow Escape (borg, 124_035): interrupt — your staffed ship in space whose SHIELDS are less than half of the opponent's usable WEAPONS there flies at once to a location within its RANGE.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_035', {
  title: 'Narrow Escape',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-escaping' },
  triggers: [{ on: 'played', effects: [{ kind: 'fly-target-ship' }] }],
});
