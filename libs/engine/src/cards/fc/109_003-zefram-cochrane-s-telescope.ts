// Zefram Cochrane's Telescope (fc, 109_003): artifact used as equipment — once each turn, on a planet with your personnel, you may glance at the bottom seed card at one adjacent non-planet location.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_003', {
  title: "Zefram Cochrane's Telescope",
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  // Issue 15 (equipment-e): "use as Equipment card": it reports for duty like equipment (1E rulebook › THE CARDS › ARTIFACTS).
  play: { window: { kind: 'report' } },
  manual: ['once each turn, on a planet with your personnel, glancing at the bottom seed card at an adjacent non-planet location'],
});
