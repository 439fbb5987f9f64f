// Cluttering Irrelevancies (SoG, 149_028): interrupt — once each turn, at the start of a mission attempt, your [Holo] personnel gains a skill you name until the attempt ends; then it returns to your hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_028', {
  title: 'Cluttering Irrelevancies',
  scenario: 'behaviour/attempt-windows.spec.ts',
  // The `attempt-began` window (behaviour/attempt-windows.ts); the gain and the return: behaviour/attempt-skill-returns.ts.
  play: { window: { kind: 'response', to: 'attempt-began' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'your-personnel-and-any-skill', filter: { icons: ['Holo'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'grant-named-skill-for-attempt-then-return' }] }],
});
