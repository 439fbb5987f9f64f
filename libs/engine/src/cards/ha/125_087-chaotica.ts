// Chaotica (ha, 125_087): personnel — once each turn, may return one [Holo] personnel here to its owner's hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_087', {
  title: 'Chaotica',
  scenario: 'behaviour/personnel-a.spec.ts',
  actions: [{ name: 'return-hologram', limit: { per: 'turn' }, target: { kind: 'personnel-present', filter: { icon: 'Holo' }, here: true }, effects: [{ kind: 'target-to-hand' }] }],
});
