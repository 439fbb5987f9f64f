// Photon Torpedo (bog, 116_118): tactic — ATTACK 2, DEFENSE 2, ATTACK +1 more with an Akira-class ship of yours firing; two markers drawn on a hit, four on a direct hit; as a marker: HULL -35% and one SECURITY or Computer Skill personnel aboard killed at random (on a Nor, one in its Security Office).
// 1E rulebook › BATTLE › SHIP BATTLE (4. Tactics; 5. Open Fire; 7. Damage); DAMAGE AND REPAIRS › TACTICS DAMAGE.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_118', {
  title: 'Photon Torpedo',
  scenario: 'behaviour/battle-tactics.spec.ts',
  tactic: {
    attack: 2,
    defense: 2,
    bonuses: [{ attack: 1, when: { kind: 'ship-firing', shipClass: 'Akira' } }],
    hit: ['flip', 'flip'],
    direct: ['flip', 'flip', 'flip', 'flip'],
    marker: { hull: 35, casualty: { anyOf: ['SECURITY', 'Computer Skill'], norSite: 'Security Office' } },
  },
});
