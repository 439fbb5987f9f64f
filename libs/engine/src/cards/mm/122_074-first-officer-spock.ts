// First Officer Spock (mm, 122_074): personnel — its special download icon downloads any Original Series Equipment card.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_074', {
  title: 'First Officer Spock',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Equipment'], icons: ['OS'] }] }],
});
