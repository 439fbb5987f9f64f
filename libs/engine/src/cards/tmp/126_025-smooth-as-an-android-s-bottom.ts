// Smooth As an Android's Bottom? (tmp, 126_025): interrupt — once each turn, the bottom three cards of your draw deck are revealed: the non-personnel go to your hand, the rest to your discard pile; or, held in hand, it keeps one of your Youth personnel from dying.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_025', {
  title: "Smooth As an Android's Bottom?",
  scenario: 'behaviour/death-savers.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  triggers: [{ on: 'played', effects: [{ kind: 'reveal-bottom-keep', count: 3, keep: { notTypes: ['Personnel'] } }] }],
  // 1E rulebook › GETTING HURT › KILLED OR DESTROYED: the death of a Youth personnel of yours is prevented (behaviour/death-savers.ts).
  permits: [{ kind: 'saves-from-death', dying: { skill: 'Youth' }, instead: 'saved' }],
});
