// Ancestral Vision (voy, 123_046): event — lies on a Delta Quadrant planet mission; at the end of every turn, with your Honor personnel of INTEGRITY>7 on that planet, you draw a card; it also seeds there in the facility phase, and may not be nullified while a Chakotay is on that planet.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_046', {
  title: 'Ancestral Vision',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'target-mission', quadrant: 'Delta' }] },
  targets: { kind: 'planet-location' },
  duration: 'on-target-mission',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'if-yours-here', requirement: 'Honor + INTEGRITY>7', each: true, then: [{ kind: 'draw', who: 'you', count: 1 }] }] }],
  seedsOnTarget: true,
  unnullifiableWhilePresent: { names: ['Chakotay'] },
});
