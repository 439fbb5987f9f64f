// Disengage Safety Protocols (fc, 109_028): event — on the table, holograms may mortally wound in personnel battle, and [Holo] weapons mortally wound where they would stun (Tommygun, '45 Dom Perignon).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_028', {
  title: 'Disengage Safety Protocols',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  restricts: [{ kind: 'holograms-may-wound' }, { kind: 'holo-weapons-wound' }],
});
