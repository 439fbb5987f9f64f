// 45th Rule of Acquisition (lfl, 138_013): event — lies on your Ferengi ship; your Gold-Pressed Latinum may report aboard it, one of them for free each turn; each time your Ferengi personnel aboard is killed by an opponent's dilemma, you download a Gold-Pressed Latinum aboard (your pick from the deck) or, picking none, draw a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_013', {
  title: '45th Rule of Acquisition',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-card-in-play', filter: { types: ['Ship'], affiliations: ['Ferengi'] } },
  duration: 'on-target-card',
  // A card lying on a ship: report-aboard.ts › reportAboardFiltersOf, free-reports.ts › placeFreeReport.
  permits: [{ kind: 'report-aboard', filter: { type: 'Equipment', title: 'Gold-Pressed Latinum' }, free: 'once-per-turn' }],
  // 1E rulebook › GETTING HURT › KILLED OR DESTROYED; DOWNLOADING (when-personnel-killed.ts › aboardHost; choices.ts › download-here).
  whenPersonnelKilled: {
    filter: { affiliation: 'Ferengi' },
    aboardHost: true,
    byOpponentDilemma: true,
    effects: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'draw-deck', whose: 'you', filter: { titles: ['Gold-Pressed Latinum'] }, download: true },
        pick: 1,
        upTo: true,
        chosen: 'download-here',
        ifNone: [{ kind: 'draw', who: 'you', count: 1 }],
      },
    ],
  },
});
