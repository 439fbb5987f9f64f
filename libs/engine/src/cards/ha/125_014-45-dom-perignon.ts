// '45 Dom Perignon (ha, 125_014): equipment — once in each battle, one of your personnel present may stun the adversary it just met; it may also be discarded to bring in a unique ship in place of your universal ship of the same class here.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_014', {
  title: "'45 Dom Perignon",
  scenario: 'behaviour/battle-stuns.spec.ts',
  play: { window: { kind: 'report' } },
  battle: [{ kind: 'stun-engaged' }],
  manual: ['discarded to download a unique ship that replaces (discards) your universal ship of the same class here'],
});
