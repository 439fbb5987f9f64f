// Driven (lfl, 138_019): interrupt — while your [OS] OFFICER faces a dilemma, another [OS] OFFICER goes from your hand to the discard pile and the first is attributes all +5 until that dilemma ends.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_019', {
  title: 'Driven',
  scenario: 'behaviour/lasting-changes.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'your-personnel-facing-dilemma', filter: { icons: ['OS'], classification: 'OFFICER' }, discardFromHand: { icons: ['OS'], classification: 'OFFICER' } },
  triggers: [{ on: 'played', effects: [{ kind: 'discard-chosen-hand-card' }, { kind: 'lasting-change', until: 'dilemma-ends', who: 'target', change: { attributes: 5 } }] }],
});
