// Herd and Harvest (Ls, 249_006): interrupt — just after your opponent finished attempting a mission (it failed, or they
// solved it), one of your [Vid] ships flies toward that mission as far as its RANGE takes it, then the opponent's cards there
// are stopped (behaviour/attempt-ended-windows.ts).
import { defineCard } from '../../behaviour/define';

const vidiianShip = { kind: 'your-ship-toward-just-attempted', filter: { affiliations: ['Vidiian'] } } as const;
const herd = [{ on: 'played' as const, effects: [{ kind: 'move-target-ship-toward' as const }, { kind: 'stop-opponent-cards-at-target' as const }] }];

export default defineCard('249_006', {
  title: 'Herd and Harvest',
  scenario: 'behaviour/attempt-ended-windows.spec.ts',
  play: { window: { kind: 'response', to: 'attempt-ended' } },
  targets: vidiianShip,
  triggers: herd,
  modes: [{ play: { window: { kind: 'response', to: 'mission-solved' } }, targets: vidiianShip, triggers: herd }],
});
