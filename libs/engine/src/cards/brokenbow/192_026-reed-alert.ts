// Reed Alert! (brokenbow, 192_026): incident — played to download aboard one of your [22] ships one of its matching commanders, then discarded; the other way (any two of Straight and Steady, Explore New World, Polarized Hull Plating, Expert Pilot downloaded) is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_026', {
  title: 'Reed Alert!',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'matching-commander-for-ship', ship: { icon: '22' } },
  triggers: [{ on: 'played', effects: [{ kind: 'download-to-named-place' }] }],
  duration: 'instant',
  manual: ['the other way: download any two of Straight and Steady, Explore New World, Polarized Hull Plating and Expert Pilot'],
});
