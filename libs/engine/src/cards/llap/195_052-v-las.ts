// V'Las (llap, 195_052): personnel — once per game he may discard a Dissident present; his second special download icon downloads any Vulcan personnel with Treachery.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_052', {
  title: "V'Las",
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 1, anyOf: [{ types: ['Personnel'], affiliations: ['Vulcan'], skill: 'Treachery' }] }],
  abilities: [{ id: 'discard-dissident', limit: 'once-per-game', targets: { kind: 'personnel-present', filter: { whose: 'any', characteristic: 'Dissident' } }, effects: [{ kind: 'discard-target' }] }],
});
