// Attack Pattern Delta (bog, 116_036): interrupt — at the start of a ship battle you are in: draw as many more Tactic cards at
// this battle's Tactics stage as you have ships in the battle; or double one Tactical Console until the battle ends (manual).
// 1E rulebook › BATTLE › SHIP BATTLE (3. Responses: "cards that allow the player to draw extra Tactics cards, such as
// Attack Pattern Delta"; 4. Tactics). Behaviour/battle-tactics.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_036', {
  title: 'Attack Pattern Delta',
  scenario: 'behaviour/battle-tactics.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'ship-battle-you-are-in' },
  triggers: [{ on: 'played', effects: [{ kind: 'extra-tactic-draws' }] }],
  // Issue 15 (lead, twentieth session): played its manual way, `PlayCard { manualWay: true }` (behaviour/manual-ways.ts).
  manualWay: 'the other way: doubling one Tactical Console until the end of the battle',
});
