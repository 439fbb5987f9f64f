// Security Chief Garak (mm, 122_061): personnel — its special download icon downloads any Cardassian Equipment card.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_061', {
  title: 'Security Chief Garak',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Equipment'], characteristics: ['Cardassian equipment'] }, { types: ['Equipment'], titleWords: ['Cardassian'] }] }],
});
