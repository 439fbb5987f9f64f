// Ilandra (lfl, 138_045): personnel — its special download icon downloads any Treaty or Espionage card.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_045', {
  title: 'Ilandra',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Event'], titleWords: ['Treaty'] }, { types: ['Event'], titleWords: ['Espionage'] }] }],
});
