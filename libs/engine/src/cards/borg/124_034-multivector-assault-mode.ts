// Multivector Assault Mode (borg, 124_034): interrupt — at the start of a ship battle involving your U.S.S. Prometheus or at least three of your ships (once per battle), one of those ships is WEAPONS and SHIELDS +5 until the end of the battle.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_034', {
  title: 'Multivector Assault Mode',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'your-ship-in-battle', titled: 'U.S.S. Prometheus', atLeast: 3 },
  duration: 'on-target-card',
  shipModifiers: [{ kind: 'ship-attribute', attributes: ['WEAPONS', 'SHIELDS'], delta: 5 }],
  restricts: [{ kind: 'discard-when-battle-ends' }],
});
