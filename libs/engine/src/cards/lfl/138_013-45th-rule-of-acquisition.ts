// 45th Rule of Acquisition (lfl, 138_013): event — lies on your Ferengi ship; your Gold-Pressed Latinum may report aboard it, one of them for free each turn; the download or draw when your Ferengi personnel aboard is killed by an opponent's dilemma is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_013', {
  title: '45th Rule of Acquisition',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-card-in-play', filter: { types: ['Ship'], affiliations: ['Ferengi'] } },
  duration: 'on-target-card',
  // A card lying on a ship: report-aboard.ts › reportAboardFiltersOf, free-reports.ts › placeFreeReport.
  permits: [{ kind: 'report-aboard', filter: { type: 'Equipment', title: 'Gold-Pressed Latinum' }, free: 'once-per-turn' }],
  manual: ["each time your Ferengi personnel aboard is killed by an opponent's dilemma, you may download one Gold-Pressed Latinum aboard or draw a card"],
});
