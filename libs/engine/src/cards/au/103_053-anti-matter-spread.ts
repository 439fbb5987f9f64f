// Anti-Matter Spread (au, 103_053): interrupt — at the start of a ship battle you are in, each opposing ship fires with WEAPONS 1 lower for each personnel aboard it with CUNNING under 8, for that battle; or, the other way, a Borg Ship in play has WEAPONS 16 for the rest of the turn.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › BATTLE › SHIP BATTLE (3. Responses: cards played at the start of the battle); STRANGE ENCOUNTERS ›
// SELF-CONTROLLING CARDS (the Borg Ship attacks at the end of every turn, opening no battle window: the second way is
// played as an interrupt on your turn before it attacks). Behaviour/battle-weapons.ts.
export default defineCard('103_053', {
  title: 'Anti-Matter Spread',
  scenario: 'behaviour/qcau.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'ship-battle-you-are-in' },
  triggers: [{ on: 'played', effects: [{ kind: 'battle-opposing-weapons-per-crew', attribute: 'CUNNING', below: 8, per: -1 }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'roaming-card', titles: ['Borg Ship'] },
      triggers: [{ on: 'played', effects: [{ kind: 'set-roaming-weapons-this-turn', value: 16 }] }],
    },
  ],
});
