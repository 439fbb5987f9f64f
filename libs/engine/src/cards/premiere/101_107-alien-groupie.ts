// Alien Groupie (premiere, 101_107): interrupt — just after a planet mission is solved, it goes on one male of the solving Away Team (picked at random), who may not beam up until the end of the next full turn; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_107', {
  title: 'Alien Groupie',
  scenario: 'behaviour/premiere-c.spec.ts',
  play: { window: { kind: 'response', to: 'mission-solved' } },
  targets: { kind: 'just-solved-mission', solver: 'any', planet: true },
  triggers: [
    { on: 'played', effects: [{ kind: 'attach-to-random-solver', filter: { characteristic: 'Male' } }] },
    { on: 'turn-ends', whose: 'every', from: 'next-turn', effects: [{ kind: 'discard-self' }] },
  ],
  restricts: [{ kind: 'host-no-beam-up' }],
  duration: 'instant',
});
