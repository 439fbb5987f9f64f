// Magnetic North (ds9, 112_094): interrupt — lies on your ship without staffing requirements orbiting a planet: no battle may be initiated against it; discarded when the ship moves.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_094', {
  title: 'Magnetic North',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-ship-orbiting-planet', noStaffing: true },
  duration: 'on-target-card',
  restricts: [{ kind: 'no-battle-against-host' }, { kind: 'discard-when-host-moves' }],
});
