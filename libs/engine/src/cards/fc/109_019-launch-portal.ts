// Launch Portal (fc, 109_019): doorway — suspends play to download Engage Shuttle Operations or Escape Pod, then is discarded; the once-per-game small-ship download, launching carried ships and placing it on Engage Shuttle Operations are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_019', {
  title: 'Launch Portal',
  scenario: 'behaviour/doorways.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-to-download', filter: { titles: ['Engage Shuttle Operations', 'Escape Pod'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'download-target' }] }],
  duration: 'instant',
  manual: [
    'once per game: download a scout ship, shuttle or Borg Sphere to your ship with Tractor Beam',
    'launch any or all of your carried ships with their crews (not during a mission attempt)',
    'instead of discarding: place it on Engage Shuttle Operations (protected from nullification, effects extended to scout ships)',
  ],
});
