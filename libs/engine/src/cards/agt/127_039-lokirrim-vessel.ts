// Lokirrim Vessel (agt, 127_039): ship — every hologram at its location is deactivated (holograms.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('127_039', {
  title: 'Lokirrim Vessel',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'holograms-deactivated-here' }],
});
