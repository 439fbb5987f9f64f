// Duck Blind (SoG, 149_014): event — lies on your Alpha Quadrant planet mission (not a homeworld); at the end of every turn, with Anthropology x2 among your personnel on that planet, you draw a card; Kevin Uxbridge cannot touch it. It also seeds there in the facility phase (its play condition and target checked).
import { defineCard } from '../../behaviour/define';

export default defineCard('149_014', {
  title: 'Duck Blind',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'target-mission', yours: true, quadrant: 'Alpha', notHomeworld: true }] },
  targets: { kind: 'planet-location' },
  duration: 'on-target-mission',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'if-yours-here', requirement: 'Anthropology x2', then: [{ kind: 'draw', who: 'you', count: 1 }] }] }],
  immuneTo: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'],
  seedsOnTarget: true,
});
