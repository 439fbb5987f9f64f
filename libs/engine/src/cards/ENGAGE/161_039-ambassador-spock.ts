// Ambassador Spock (ENGAGE, 161_039): personnel — its special download icon downloads any universal Romulan personnel with INTEGRITY above 6, or Pardek.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_039', {
  title: 'Ambassador Spock',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Personnel'], universal: true, affiliations: ['Romulan'], integrityAbove: 6 }, { titles: ['Pardek'] }] }],
});
