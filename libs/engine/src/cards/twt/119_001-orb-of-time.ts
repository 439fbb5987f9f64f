// Orb of Time (twt, 119_001): artifact used as equipment — once each turn, with your [Orb] personnel present, your ship or Away Team with it may time travel (not to board the opponent's ship or outpost).
import { defineCard } from '../../behaviour/define';

export default defineCard('119_001', {
  title: 'Orb of Time',
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  // Issue 15 (equipment-e): "use as Equipment card": it reports for duty like equipment (1E rulebook › THE CARDS › ARTIFACTS).
  play: { window: { kind: 'report' } },
  manual: ['once each turn, with your [Orb] personnel present, your ship or Away Team time travelling'],
});
