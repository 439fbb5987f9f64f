// You Dirty Rat (dom, 115_044): interrupt — placed on your shape-shifter, which morphs into a rat: disabled and out of every card's reach while the interrupt lies on it; its owner may morph it back (discard the interrupt) at any time.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_044', {
  title: 'You Dirty Rat',
  scenario: 'behaviour/infiltration-cards.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-shape-shifter-free-to-morph' },
  triggers: [{ on: 'played', effects: [{ kind: 'morph-target', exposeIfInfiltrating: false }] }],
  duration: 'on-target-card',
  restricts: [{ kind: 'host-hidden-and-disabled' }],
  abilities: [{ id: 'morph-back', window: 'any-time', effects: [{ kind: 'morph-back' }] }],
});
