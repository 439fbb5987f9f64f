// Mona Lisa (qc, 105_003): artifact used as equipment (not duplicatable) — the player who directly destroys it loses 25 points.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_003', {
  title: 'Mona Lisa',
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  // Issue 15 (equipment-e): "use as Equipment card": it reports for duty like equipment (1E rulebook › THE CARDS › ARTIFACTS).
  play: { window: { kind: 'report' } },
  notDuplicatable: true,
  manual: ['the player directly causing its destruction losing 25 points'],
});
