// Weak Spot (fc, 109_059): interrupt, two ways (PlayCard.mode) — on a ship two or more ships fire upon: 0: for this battle its SHIELDS are 4 lower (one copy counts); 1: for this battle the SHIELDS one card adds to it are suspended.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_059', {
  title: 'Weak Spot',
  scenario: 'behaviour/battle-modifiers.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'ship-targeted-by-several' },
  triggers: [{ on: 'played', effects: [{ kind: 'battle-shields', delta: -4 }] }],
  // Issue 15 (battle2): behaviour/shields-suspensions.ts; tested in behaviour/shields-suspensions.spec.ts.
  modes: [
    {
      play: { window: { kind: 'response', to: 'battle-initiated' } },
      targets: { kind: 'ship-targeted-by-several-and-enhancer' },
      triggers: [{ on: 'played', effects: [{ kind: 'battle-suspend-shields-enhancement' }] }],
    },
  ],
});
