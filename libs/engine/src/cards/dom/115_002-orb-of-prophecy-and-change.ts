// Orb of Prophecy and Change (dom, 115_002): artifact used as equipment (not duplicatable) — once each turn, you may glance at the top card of your draw deck and put it anywhere in that deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_002', {
  title: 'Orb of Prophecy and Change',
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  // Issue 15 (equipment-e): "use as Equipment card": it reports for duty like equipment (1E rulebook › THE CARDS › ARTIFACTS).
  play: { window: { kind: 'report' } },
  notDuplicatable: true,
  manual: ['once each turn, glancing at the top card of your draw deck and putting it anywhere in the deck'],
});
