// Wrong Door (qc, 105_040): interrupt — cancels a Q's Tent just played from hand; redirecting an Iconian Gateway's exit and moving a Revolving Door are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_040', {
  title: 'Wrong Door',
  scenario: 'behaviour/interrupts-intr.spec.ts',
  // Issue 15 (helper intr): a doorway seeded is not played, so a Q's Tent in a `card-played` window was played from hand.
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titles: ["Q's Tent"] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  // Iconian Gateway's moves and Revolving Door are not scripted: there is no exit to redirect nor a closed doorway to move.
  // Issue 15 (lead, twentieth session): played its manual way, `PlayCard { manualWay: true }` (behaviour/manual-ways.ts).
  manualWay: "the other modes: redirect the exit of an opponent's Iconian Gateway just used to another planet; move a Revolving Door to another non-[Shield] doorway",
});
