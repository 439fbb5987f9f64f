// Rebellious Servants (crossover, 181_018): event — downloads, as one download, different mirror ([MU]) Non-Aligned Human or Vulcan personnel whose skill dots total 7 or fewer, each aboard your mirror ([MU]) facility (normal reporting there); its player then loses 10 points (its point box), and it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_018', {
  title: 'Rebellious Servants',
  scenario: 'behaviour/ds9-mirror.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Behaviour/dots-group-downloads.ts; 1E rulebook › DOWNLOADING (one download action).
  targets: {
    kind: 'personnel-dots-group-to-download',
    filter: { icons: ['MU'], affiliation: 'Non-Aligned', anyOf: [{ species: 'Human' }, { species: 'Vulcan' }] },
    maxDots: 7,
    distinct: true,
    to: { kind: 'your-facility', icons: ['MU'] },
  },
  triggers: [{ on: 'played', effects: [{ kind: 'download-dots-group' }, { kind: 'score-points', points: -10, bonus: false }] }],
  duration: 'instant',
});
