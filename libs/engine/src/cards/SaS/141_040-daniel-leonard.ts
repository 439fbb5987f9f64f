// Daniel Leonard (SaS, 141_040): personnel — its special download icon downloads any Starfleet ship.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_040', {
  title: 'Daniel Leonard',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Ship'], affiliations: ['Starfleet'] }] }],
});
