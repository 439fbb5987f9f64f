// Agony Booth (mm, 122_031): incident — lies on your [MQ] ship. Once each turn, when that ship, its crew or one of its Away Teams solves a mission or wins a battle, you may draw up to three cards; each time they fail an attempt or fail to win a battle, one of your personnel involved, at random, goes back aboard the ship and is stopped.
//   1E rulebook › THE CARDS › INCIDENTS; BATTLE (the winner); MISCELLANEOUS RULES › RANDOM SELECTION.
import { defineCard } from '../../behaviour/define';
import { drawUpTo } from '../../behaviour/effect-builders';

export default defineCard('122_031', {
  title: 'Agony Booth',
  scenario: 'behaviour/host-ship-history.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-ship-matching', icons: ['MQ'] },
  duration: 'on-target-card',
  // Issue 15 (helper history): behaviour/host-ship-history.ts, over the ship's history kept in state (behaviour/ship-history.ts).
  hostShipHistory: { onSuccess: { effects: [drawUpTo(3)] }, onSetback: 'random-involved-returns-stopped' },
});
