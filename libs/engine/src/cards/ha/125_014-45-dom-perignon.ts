// '45 Dom Perignon (ha, 125_014): equipment — once in each battle, one of your personnel present may stun the adversary it just met; it may also be discarded to download a unique ship that takes the place of (discards) your universal ship of the same class at its location, the crew moving aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_014', {
  title: "'45 Dom Perignon",
  scenario: 'behaviour/battle-stuns.spec.ts',
  play: { window: { kind: 'report' } },
  battle: [{ kind: 'stun-engaged' }],
  // Issue 15 (battle2): behaviour/ship-replacements.ts; tested in behaviour/ship-replacements.spec.ts.
  abilities: [{ id: 'replace-ship', costs: ['discard-self'], targets: { kind: 'universal-ship-here-to-replace' }, effects: [{ kind: 'replace-ship-by-download' }] }],
});
