// Ceti Eel (tmp, 126_019): incident played on your table for free, once each turn; on your turn you may place it on a personnel present with Khan (not an android or hologram, on whom it is nullified): while it lies there that personnel is Non-Aligned, has 3 for each attribute and is under your control (its owner keeps it). At most two placed each turn.
//   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP; "HERE" AND "PRESENT" (behaviour/hosted-control.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('126_019', {
  title: 'Ceti Eel',
  scenario: 'behaviour/hosted-control.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'always' }, limit: { kind: 'once-per-turn' } },
  duration: 'while-in-play',
  abilities: [
    {
      id: 'place',
      limit: { kind: 'per-turn', times: 2 },
      targets: { kind: 'personnel-present-with-title', titles: ['Khan'], notAndroidOrHologram: true, fromTable: true },
      effects: [{ kind: 'lie-on-target-under-your-control' }],
    },
  ],
  hostChange: { affiliation: 'Non-Aligned', attributesAll: 3 },
  // "Not discarded at end of turn by Revenge Is A Dish Best Served Cold": that objective's discard is not automated, so
  // nothing discards the personnel yet; whoever scripts it must spare personnel with a Ceti Eel on them (state.control › heldBy).
  // Mas'ud's download of a Ceti Eel onto an adversary he just stunned is Mas'ud's text (not automated with this card).
});
