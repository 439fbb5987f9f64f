// Docking Procedures (ds9, 112_087): interrupt — played on a ship just as it begins to dock at or undock from a facility:
// the ship and its crew are stopped, and the docking (undocking) completes only at the end of the turn.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › EXECUTING ORDERS › DOCK & UNDOCK; GETTING HURT › STOPPED (behaviour/docking-windows.ts).
export default defineCard('112_087', {
  title: 'Docking Procedures',
  scenario: 'behaviour/docking-windows.spec.ts',
  play: { window: { kind: 'response', to: 'ship-docking' } },
  targets: { kind: 'ship-docking-now' },
  duration: 'on-target-card',
  triggers: [
    { on: 'played', effects: [{ kind: 'hold-docking' }] },
    { on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'complete-docking' }, { kind: 'discard-self' }] },
  ],
});
