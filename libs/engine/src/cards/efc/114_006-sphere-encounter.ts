// Sphere Encounter (efc, 114_006): incident — each of your Borg spheres has RANGE +4; the downloads when an opponent attempts your space mission are played by hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('114_006', {
  title: 'Sphere Encounter',
  scenario: 'behaviour/incidents.spec.ts',
  play: { window: { kind: 'normal-play' } },
  fleet: [{ scope: 'your-ships', ships: { classOrTitle: ['Borg Sphere'] }, attributes: ['RANGE'], delta: 4 }],
  manual: ['downloads when an opponent attempts your [S] mission with your objective on it (and the battles they may start)'],
});
