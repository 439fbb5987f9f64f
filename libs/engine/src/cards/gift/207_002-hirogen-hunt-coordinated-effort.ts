// Hirogen Hunt: Coordinated Effort (gift, 207_002): event — on your table (seeded or played), once each turn one of your universal Hirogen personnel reports for free, while every ship of yours in play is Hirogen or some self-controlling ([Self]) card is in play; Kevin Uxbridge cannot touch it.
import { defineCard } from '../../behaviour/define';

export default defineCard('207_002', {
  title: 'Hirogen Hunt: Coordinated Effort',
  scenario: 'behaviour/table-conditions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    {
      kind: 'free-report',
      who: { affiliations: ['Hirogen'] },
      universal: true,
      whenAny: [
        { kind: 'all-your-ships', ships: { affiliations: ['Hirogen'] } },
        { kind: 'card-with-icon-in-play', icon: 'Self' },
      ],
    },
  ],
  immuneTo: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'],
});
