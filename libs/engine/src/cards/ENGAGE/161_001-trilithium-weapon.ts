// Trilithium Weapon (ENGAGE, 161_001): artifact used as equipment — discard it to turn your mission here (not a Mission II) so that your side faces your opponent.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_001', {
  title: 'Trilithium Weapon',
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  // Issue 15 (equipment-e): "use as Equipment card": it reports for duty like equipment (1E rulebook › THE CARDS › ARTIFACTS).
  play: { window: { kind: 'report' } },
  manual: ['discarding it to turn your mission here (not a Mission II) so that your side faces the opponent'],
});
