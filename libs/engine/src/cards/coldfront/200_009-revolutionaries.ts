// Revolutionaries (coldfront, 200_009): event — on your table, your dissidents may initiate battle against their own affiliation (a force whose personnel are all dissidents); OR it downloads two universal dissident personnel as one download (normal reporting), then it is discarded.
import { defineCard } from '../../behaviour/define';

const dissident = { universal: true, characteristic: 'Dissident' };

export default defineCard('200_009', {
  title: 'Revolutionaries',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'attack-own-affiliation', who: { characteristic: 'Dissident' } }],
  // Issue 15 (events-d): the second function (PlayCard.mode 1).
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'personnel-group-to-download', slots: [dissident, dissident] },
      triggers: [{ on: 'played', effects: [{ kind: 'download-group' }] }],
      duration: 'instant',
    },
  ],
});
