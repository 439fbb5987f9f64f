// Six of Eleven (fc, 109_085): personnel — aboard her owner's ship, may download Alternate Universe Door in place of a card draw.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_085', {
  title: 'Six of Eleven',
  scenario: 'behaviour/personnel-c.spec.ts',
  skillDownloads: [{ titles: ['Alternate Universe Door'], insteadOf: 'card-draw', when: { kind: 'aboard-ship', yours: true } }],
});
