// Vulcan Nerve Pinch (au, 103_080): interrupt — at the start of a personnel battle, each of your Vulcans and Soong-type androids in it places one opposing personnel in it (random selection) in stasis until the end of your next turn.
import { defineCard } from '../../behaviour/define';

const pinchers = { anyOf: [{ species: 'Vulcan' }, { characteristic: 'Soong-type android' }] };

export default defineCard('103_080', {
  title: 'Vulcan Nerve Pinch',
  scenario: 'behaviour/stasis.spec.ts',
  // 1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses); GETTING HURT › STASIS (behaviour/stasis.ts).
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'personnel-battle-with-your-matching', filter: pinchers },
  triggers: [{ on: 'played', effects: [{ kind: 'yours-in-battle-place-random-opposing-in-stasis', filter: pinchers, until: 'end-of-your-next-turn' }] }],
  manual: ['placing a Rogue Borg in the battle in stasis'],
});
