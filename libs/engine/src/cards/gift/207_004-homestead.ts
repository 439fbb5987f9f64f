// Homestead (gift, 207_004): incident — once you have completed three missions, a planet and a space mission among them, you need no extra 40 points to win; it does nothing if you seeded a mission showing more than 30 points.
import { defineCard } from '../../behaviour/define';

export default defineCard('207_004', {
  title: 'Homestead',
  scenario: 'behaviour/incidents.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'ignore-forty-point-penalties', ifCompleted: { total: 3, planet: 1, space: 1 }, unlessSeededOver: 30 }],
});
