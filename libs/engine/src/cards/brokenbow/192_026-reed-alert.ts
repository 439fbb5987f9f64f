// Reed Alert! (brokenbow, 192_026): incident — played to download aboard one of your [22] ships one of its matching commanders, OR (its second way) to download two different cards among Straight and Steady, Explore New World, Polarized Hull Plating and Expert Pilot as one download (`cards-to-download`, count 2: each played as its own script says; Explore New World, not scripted, enters play with its text carried out by manual effects, as any unscripted download); then it is discarded.
//   1E rulebook › DOWNLOADING (one action, several target cards: any one missing, the whole download is invalid).
import { defineCard } from '../../behaviour/define';

export default defineCard('192_026', {
  title: 'Reed Alert!',
  scenario: 'behaviour/download-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'matching-commander-for-ship', ship: { icon: '22' } },
  triggers: [{ on: 'played', effects: [{ kind: 'download-to-named-place' }] }],
  duration: 'instant',
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'cards-to-download', filter: { titles: ['Straight and Steady', 'Explore New World', 'Polarized Hull Plating', 'Expert Pilot'] }, count: 2 },
      triggers: [{ on: 'played', effects: [{ kind: 'download-targets' }] }],
      duration: 'instant',
    },
  ],
});
