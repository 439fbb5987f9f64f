// Evasive Maneuvers (bog, 116_113): tactic — ATTACK -2, DEFENSE 4, DEFENSE +2 more when the ship you defend with needs no staffing; two markers drawn on a hit, four on a direct hit; as a marker: HULL -35% and one ENGINEER, Astrophysics or Physics personnel aboard killed at random (on a Nor, one in its Ore Processing Unit).
// 1E rulebook › BATTLE › SHIP BATTLE (4. Tactics; 5. Open Fire; 7. Damage); DAMAGE AND REPAIRS › TACTICS DAMAGE.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_113', {
  title: 'Evasive Maneuvers',
  scenario: 'behaviour/battle-tactics.spec.ts',
  tactic: {
    attack: -2,
    defense: 4,
    bonuses: [{ defense: 2, when: { kind: 'unstaffed-ship-defending' } }],
    hit: ['flip', 'flip'],
    direct: ['flip', 'flip', 'flip', 'flip'],
    marker: { hull: 35, casualty: { anyOf: ['ENGINEER', 'Astrophysics', 'Physics'], norSite: 'Ore Processing Unit' } },
  },
});
