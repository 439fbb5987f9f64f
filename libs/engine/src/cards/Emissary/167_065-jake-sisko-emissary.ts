// Jake Sisko (Emissary) (Emissary, 167_065): personnel — its special download icon downloads any ENGINEER-related Equipment card.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_065', {
  title: 'Jake Sisko (Emissary)',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Equipment'], characteristics: ['ENGINEER-related equipment'] }] }],
});
