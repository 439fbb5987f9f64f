// Admiral Mendak (coldfront, 200_043): personnel — his special download icon downloads any card with the [Sch] icon, or any Romulan espionage card.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_043', {
  title: 'Admiral Mendak',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ icons: ['Sch'] }, { characteristics: ['Romulan espionage'] }] }],
});
