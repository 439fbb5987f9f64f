// Orb Fragment (ds9, 112_003): artifact used as equipment (not duplicatable) — keeps Dal'Rok from killing at its location; any player may play Dal'Rok from hand as an event at that mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_003', {
  title: 'Orb Fragment',
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  // Issue 15 (equipment-e): "use as Equipment card": it reports for duty like equipment (1E rulebook › THE CARDS › ARTIFACTS).
  play: { window: { kind: 'report' } },
  notDuplicatable: true,
  manual: ["keeping Dal'Rok from killing at its location", "any player playing Dal'Rok from hand as an event at that mission"],
});
