// We Are the Borg (efc, 114_001): event — plays on your table, where its each-turn free report or extra end-of-turn draw is manual; OR (mode 1) it downloads two [Def] Borg drones as one download (normal reporting), then it is discarded.
import { defineCard } from '../../behaviour/define';

const defense = { affiliation: 'Borg', characteristic: 'Drone', icons: ['Def'] };

export default defineCard('114_001', {
  title: 'We Are the Borg',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'personnel-group-to-download', slots: [defense, defense] },
      triggers: [{ on: 'played', effects: [{ kind: 'download-group' }] }],
      duration: 'instant',
    },
  ],
  immuneTo: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'],
  manual: ['on the table: each turn, report one of your [Bor] cards for free or draw one more card at the end of the turn'],
});
