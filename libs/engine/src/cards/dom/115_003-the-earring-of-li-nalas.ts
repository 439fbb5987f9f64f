// The Earring of Li Nalas (dom, 115_003): artifact used as equipment (not duplicatable) — Resistance personnel present are attributes all +3; Li Nalas earned afterwards from Rescue Prisoners doubles its points.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_003', {
  title: 'The Earring of Li Nalas',
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  // Issue 15 (equipment-e): "use as Equipment card": it reports for duty like equipment (1E rulebook › THE CARDS › ARTIFACTS).
  play: { window: { kind: 'report' } },
  notDuplicatable: true,
  manual: ['Resistance personnel present (resistance in lore) are attributes all +3', 'doubling the points of Rescue Prisoners when Li Nalas is then earned from it'],
});
