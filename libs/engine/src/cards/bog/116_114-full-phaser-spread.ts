// Full Phaser Spread (bog, 116_114): tactic — ATTACK 3, DEFENSE 2, ATTACK +1 more with a Galaxy-class ship of yours firing; two markers drawn on a hit, four on a direct hit; as a marker: HULL -30% and one SCIENCE or Stellar Cartography personnel aboard killed at random (on a Nor, one in its Science Lab).
// 1E rulebook › BATTLE › SHIP BATTLE (4. Tactics; 5. Open Fire; 7. Damage); DAMAGE AND REPAIRS › TACTICS DAMAGE.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_114', {
  title: 'Full Phaser Spread',
  scenario: 'behaviour/battle-tactics.spec.ts',
  tactic: {
    attack: 3,
    defense: 2,
    bonuses: [{ attack: 1, when: { kind: 'ship-firing', shipClass: 'Galaxy' } }],
    hit: ['flip', 'flip'],
    direct: ['flip', 'flip', 'flip', 'flip'],
    marker: { hull: 30, casualty: { anyOf: ['SCIENCE', 'Stellar Cartography'], norSite: 'Science Lab' } },
  },
});
