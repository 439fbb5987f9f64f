// Recruit Mercenaries (ds9, 112_070): event — downloads, as one download, any Non-Aligned or Ferengi personnel with Treachery whose skill dots total 7 or fewer, each to where one of your Treachery personnel is (compatible with it); its player then loses 10 points (its point box), and it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_070', {
  title: 'Recruit Mercenaries',
  scenario: 'behaviour/ds9-mirror.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Behaviour/dots-group-downloads.ts; 1E rulebook › DOWNLOADING (one download action).
  targets: {
    kind: 'personnel-dots-group-to-download',
    filter: { skill: 'Treachery', anyOf: [{ affiliation: 'Non-Aligned' }, { affiliation: 'Ferengi' }] },
    maxDots: 7,
    to: { kind: 'where-present', skill: 'Treachery' },
  },
  // "Pay" them: the card's negative point box.
  triggers: [{ on: 'played', effects: [{ kind: 'download-dots-group' }, { kind: 'score-points', points: -10, bonus: false }] }],
  duration: 'instant',
});
