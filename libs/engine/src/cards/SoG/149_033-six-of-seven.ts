// Six of Seven (SoG, 149_033): personnel — once per game, in place of his owner's normal card play, he may download Bynars Data Transfer, as a special download.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_033', {
  title: 'Six of Seven',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillDownloads: [{ titles: ['Bynars Data Transfer'], insteadOf: 'normal-card-play' }],
});
