// The Phage (voy, 123_076): interrupt — at the start of a mission attempt, or of a personnel battle, kills one Vidiian present (any player's); or kills one of your own Vidiians, who then goes beneath your draw deck or into your hand (your choice of way).
import { defineCard } from '../../behaviour/define';

const vidiian = { species: 'Vidiian' };

export default defineCard('123_076', {
  title: 'The Phage',
  scenario: 'behaviour/attempt-windows.spec.ts',
  // 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT: the `attempt-began` window (behaviour/attempt-windows.ts).
  play: { window: { kind: 'response', to: 'attempt-began' } },
  targets: { kind: 'personnel-present-at-window', filter: vidiian },
  triggers: [{ on: 'played', effects: [{ kind: 'kill-target' }] }],
  modes: [
    // BATTLE › PERSONNEL BATTLE › 2. Responses: at the start of a personnel battle.
    { play: { window: { kind: 'response', to: 'battle-initiated' } }, targets: { kind: 'personnel-present-at-window', filter: vidiian }, triggers: [{ on: 'played', effects: [{ kind: 'kill-target' }] }] },
    { play: { window: { kind: 'interrupt' } }, targets: { kind: 'your-personnel-matching', filter: vidiian }, triggers: [{ on: 'played', effects: [{ kind: 'kill-target-then-place', to: 'beneath-draw' }] }] },
    { play: { window: { kind: 'interrupt' } }, targets: { kind: 'your-personnel-matching', filter: vidiian }, triggers: [{ on: 'played', effects: [{ kind: 'kill-target-then-place', to: 'hand' }] }] },
  ],
});
