// Plasma Fire (premiere, 101_087): event on a ship — from the end of the next turn, the ship takes damage at the end of every turn until SECURITY aboard puts the fire out (then discarded).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_087', {
  title: 'Plasma Fire',
  scenario: 'behaviour/premiere-timed.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'ship', whose: 'any' },
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'next-turn', effects: [{ kind: 'damage-host', putOutBy: 'SECURITY' }] }],
});
