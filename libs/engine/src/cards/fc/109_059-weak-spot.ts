// Weak Spot (fc, 109_059): interrupt — on a ship two or more ships fire upon: for this battle its SHIELDS are 4 lower (one copy counts); or one card's SHIELDS enhancement on it is suspended for the battle.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_059', {
  title: 'Weak Spot',
  scenario: 'behaviour/battle-modifiers.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'ship-targeted-by-several' },
  triggers: [{ on: 'played', effects: [{ kind: 'battle-shields', delta: -4 }] }],
  manual: ["the other way: suspending one card's SHIELDS enhancement on that ship for the battle"],
});
