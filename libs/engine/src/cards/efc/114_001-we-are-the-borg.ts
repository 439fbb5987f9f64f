// We Are the Borg (efc, 114_001): event — plays on your table, where once each turn one of your Borg personnel or ships reports for free, and at the end of a turn of yours in which you did not use that free report you draw one more card; OR (mode 1) it downloads two [Def] Borg drones as one download (normal reporting), then it is discarded.
import { defineCard } from '../../behaviour/define';

const defense = { affiliation: 'Borg', characteristic: 'Drone', icons: ['Def'] };

export default defineCard('114_001', {
  title: 'We Are the Borg',
  scenario: 'behaviour/table-conditions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Issue 15 (events of later sets): the choice is made by reporting or not (free-report-or-draw.ts).
  permits: [{ kind: 'free-report', who: { affiliations: ['Borg'] }, types: ['Personnel', 'Ship'] }],
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'draw-unless-free-report-used' }] }],
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'personnel-group-to-download', slots: [defense, defense] },
      triggers: [{ on: 'played', effects: [{ kind: 'download-group' }] }],
      duration: 'instant',
    },
  ],
  immuneTo: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'],
});
