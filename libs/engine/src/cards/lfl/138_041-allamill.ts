// Allamill (lfl, 138_041): personnel — its special download icon downloads any Non-Aligned card with the Films icon.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_041', {
  title: 'Allamill',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ affiliations: ['Non-Aligned'], icons: ['Films'] }] }],
  manual: ['special download of a Non-Aligned Films facility (Paradise City, Space Lab Regula I): the engine does not download facilities'],
});
