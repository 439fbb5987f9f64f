// Tactical Scan (HF2, 152_026): interrupt — look at the top three Tactics of any open Battle Bridge side deck (shown to you
// only); or, at the start of a ship battle, name a Tactic: no player may play it as the current tactic in that battle.
// 1E rulebook › BATTLE › SHIP BATTLE (3. Responses; 4. Tactics); MISCELLANEOUS RULES › LOOKING AT CARDS. Behaviour/tactic-plays.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('152_026', {
  title: 'Tactical Scan',
  scenario: 'behaviour/battle-tactics.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'open-battle-bridge' },
  triggers: [{ on: 'played', effects: [{ kind: 'look-at-top-tactics', count: 3 }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'battle-initiated' } },
      targets: { kind: 'tactic-title' },
      triggers: [{ on: 'played', effects: [{ kind: 'ban-tactic-title' }] }],
    },
  ],
});
