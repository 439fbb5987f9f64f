// Activate Subcommands (fc, 109_027): event — downloads one Communication, one Navigation and one Defense Borg drone as one download (normal reporting); then it is discarded and its player draws no more cards this turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_027', {
  title: 'Activate Subcommands',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: {
    kind: 'personnel-group-to-download',
    slots: [
      { affiliation: 'Borg', characteristic: 'Drone', icons: ['Com'] },
      { affiliation: 'Borg', characteristic: 'Drone', icons: ['Nav'] },
      { affiliation: 'Borg', characteristic: 'Drone', icons: ['Def'] },
    ],
  },
  triggers: [{ on: 'played', effects: [{ kind: 'download-group' }, { kind: 'no-card-draws-this-turn' }] }],
  duration: 'instant',
});
