// Croden's Key (dom, 115_001): artifact used as equipment, seeded only in the Gamma Quadrant — where present, allows docking and undocking at, and walking into or out of, any player's ship or facility.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_001', {
  title: "Croden's Key",
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  // Issue 15 (equipment-e): "use as Equipment card": it reports for duty like equipment (1E rulebook › THE CARDS › ARTIFACTS).
  play: { window: { kind: 'report' } },
  manual: ['seeding only in the Gamma Quadrant', "where present, docking, undocking and walking into or out of any player's ship or facility"],
});
