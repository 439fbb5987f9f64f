// Redirected Effort (qwho, 217_003): event — on your table: once each turn, while two of your [TNG] drones are present together, you may put a card from your hand beneath your draw deck and then draw a card (ActivateCard); Kevin Uxbridge cannot touch it.
import { defineCard } from '../../behaviour/define';

export default defineCard('217_003', {
  title: 'Redirected Effort',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'cycle',
      limit: 'once-per-turn',
      requires: [{ kind: 'personnel-together', filter: { affiliation: 'Borg', characteristic: 'Drone', property: 'TNG' }, atLeast: 2 }],
      targets: { kind: 'cards-in-your-hand', min: 1, max: 1 },
      effects: [{ kind: 'target-to-bottom-of-draw' }, { kind: 'draw', who: 'you', count: 1 }],
    },
  ],
  immuneTo: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'],
});
