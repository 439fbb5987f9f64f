// Disengage Safety Protocols (fc, 109_028): event — on the table, holograms may mortally wound in personnel battle; that hologram weapons mortally wound instead of stunning is manual (those weapons' stuns are manual).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_028', {
  title: 'Disengage Safety Protocols',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  restricts: [{ kind: 'holograms-may-wound' }],
  manual: ['[Holo] weapons mortally wound instead of stun'],
});
