// Quantum Slipstream Drive (borg, 124_022): event — on your undocked ship that has used no RANGE this turn (free on the U.S.S. Dauntless): the ship moves to another location of its spaceline or to an end of another spaceline, its RANGE is used; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_022', {
  title: 'Quantum Slipstream Drive',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'on-ship-titled', titles: ['U.S.S. Dauntless'] } },
  targets: { kind: 'your-full-range-ship-to-location' },
  triggers: [{ on: 'played', effects: [{ kind: 'slipstream-ship' }] }],
  duration: 'instant',
});
