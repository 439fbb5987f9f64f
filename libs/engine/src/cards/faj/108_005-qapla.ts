// Qapla'! (faj, 108_005): interrupt — when an opponent attacks you, until that battle ends your Klingons with Honor add their INTEGRITY to their STRENGTH (one copy counts).
import { defineCard } from '../../behaviour/define';

export default defineCard('108_005', {
  title: "Qapla'!",
  scenario: 'behaviour/battle-modifiers.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'personnel-battle-against-you' },
  triggers: [{ on: 'played', effects: [{ kind: 'battle-strength-adds-attribute', species: ['Klingon'], skill: 'Honor', attribute: 'INTEGRITY' }] }],
});
