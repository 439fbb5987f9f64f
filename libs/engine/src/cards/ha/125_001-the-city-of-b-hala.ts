// The City of B'hala (ha, 125_001): artifact used as equipment, seeded only at Bajor — present where a [Baj] mission is attempted, its seed cards are encountered in reverse order; immune to Disruptor Overload.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_001', {
  title: "The City of B'hala",
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  // Issue 15 (equipment-e): "use as Equipment card": it reports for duty like equipment (1E rulebook › THE CARDS › ARTIFACTS).
  play: { window: { kind: 'report' } },
  manual: ['seeding only at Bajor', 'encountering the seed cards in reverse order when present at an attempt of a [Baj] mission', 'immunity to Disruptor Overload'],
});
