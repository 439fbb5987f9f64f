// Phaser Banks (bog, 116_117): tactic — ATTACK 1, DEFENSE 2, ATTACK +2 more with a Federation ship of yours firing; two markers drawn on a hit, four on a direct hit; as a marker: HULL -30% and one personnel aboard killed at random (on a Nor, at a site the damaged player chooses: manual).
// 1E rulebook › BATTLE › SHIP BATTLE (4. Tactics; 5. Open Fire; 7. Damage); DAMAGE AND REPAIRS › TACTICS DAMAGE.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_117', {
  title: 'Phaser Banks',
  scenario: 'behaviour/battle-tactics.spec.ts',
  tactic: {
    attack: 1,
    defense: 2,
    bonuses: [{ attack: 2, when: { kind: 'ship-firing', affiliation: 'Federation' } }],
    hit: ['flip', 'flip'],
    direct: ['flip', 'flip', 'flip', 'flip'],
    marker: { hull: 30, casualty: { norChoice: true } },
  },
  manual: ['on a Nor: the casualty at a site the damaged player chooses'],
});
