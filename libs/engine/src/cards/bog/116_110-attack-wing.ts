// Attack Wing (bog, 116_110): tactic — ATTACK 1 plus 1 for each of your ships firing, DEFENSE 2 plus 1 when the ship you
// defend with is a Jem'Hadar Attack Ship; two markers drawn on a hit, four on a direct hit; as a marker: HULL -25% and one
// MEDICAL, Exobiology or disabled personnel aboard killed at random (on a Nor, one in its Infirmary).
// 1E rulebook › BATTLE › SHIP BATTLE (4. Tactics; 5. Open Fire; 7. Damage); DAMAGE AND REPAIRS › TACTICS DAMAGE.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_110', {
  title: 'Attack Wing',
  scenario: 'behaviour/battle-tactics.spec.ts',
  tactic: {
    attack: 1,
    defense: 2,
    bonuses: [
      { attack: 1, when: { kind: 'each-ship-firing' } },
      { defense: 1, when: { kind: 'titled-ship-defending', title: "Jem'Hadar Attack Ship" } },
    ],
    hit: ['flip', 'flip'],
    direct: ['flip', 'flip', 'flip', 'flip'],
    marker: { hull: 25, casualty: { anyOf: ['MEDICAL', 'Exobiology'], orDisabled: true, norSite: 'Infirmary' } },
  },
});
