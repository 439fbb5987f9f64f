// 48th Rule of Acquisition (SotL, 244_004): event — lies on your Ferengi ship; while Gold-Pressed Latinum is aboard, the ship is WEAPONS +1 for each Diplomacy aboard (at most +3).
import { defineCard } from '../../behaviour/define';

export default defineCard('244_004', {
  title: '48th Rule of Acquisition',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-ship-matching', affiliation: 'Ferengi' },
  duration: 'on-target-card',
  shipModifiers: [{ kind: 'ship-attribute-with-aboard', attributes: ['WEAPONS'], delta: 1, whileCardAboard: 'Gold-Pressed Latinum', perSkill: 'Diplomacy', max: 3 }],
});
