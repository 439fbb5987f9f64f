// Chaotica (ha, 125_087): personnel — once each turn, may return one [Holo] personnel here to its owner's hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_087', {
  title: 'Chaotica',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'return-hologram', limit: 'once-per-turn', targets: { kind: 'personnel-present', filter: { icon: 'Holo' }, here: true }, effects: [{ kind: 'target-to-hand' }] }],
});
