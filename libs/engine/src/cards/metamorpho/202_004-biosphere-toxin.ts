// Biosphere Toxin (metamorpho, 202_004): event — lies atop an unsolved planet mission where a ship of yours has a crew with Treachery x4; that mission is worth 5 points less, and at the end of every turn one of your opponent's personnel on that planet, picked at random, is killed (each copy counts).
import { defineCard } from '../../behaviour/define';

export default defineCard('202_004', {
  title: 'Biosphere Toxin',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'target-mission-unsolved' }, { kind: 'your-crew-at-target-meets', requirement: 'Treachery x4' }] },
  targets: { kind: 'planet-location' },
  duration: 'on-target-mission',
  missionPoints: -5,
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'kill-random-opposing-on-this-planet' }] }],
});
