// Two of Nineteen (fc, 109_092): personnel — aboard his owner's ship, may download a Transwarp doorway or interrupt (Transwarp Network Gateway or Transwarp Conduit) in place of a card draw.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_092', {
  title: 'Two of Nineteen',
  scenario: 'behaviour/personnel-c.spec.ts',
  skillDownloads: [{ titles: ['Transwarp Network Gateway', 'Transwarp Conduit'], insteadOf: 'card-draw', when: { kind: 'aboard-ship', yours: true } }],
});
