// Quinn (voy, 123_074): interrupt — three times each game, as a response, cancels an interrupt or event just played (a treaty too), unless that card is immune to Kevin Uxbridge or Amanda Rogers; its player scores the -5 of its point box.
// "Or revealed": an interrupt or event is revealed only in a Q-Flash (seeded ones are mis-seeds), which the engine leaves to a manual declaration as a whole.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE PLAY PHASE › Clarifications: Valid responses; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS;
// bonus point box (LEAVING PLAY): the player who plays it scores its -5.
export default defineCard('123_074', {
  title: 'Quinn',
  scenario: 'behaviour/play-limits.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' }, limit: { kind: 'times-per-game', times: 3 } },
  targets: { kind: 'just-played-unless-immune', filter: { anyOf: [{ playedAs: 'Interrupt' }, { playedAs: 'Event' }] }, titles: ['Kevin Uxbridge', 'Amanda Rogers'] },
  triggers: [{ on: 'played', effects: [{ kind: 'score-points', points: -5, bonus: true }, { kind: 'nullify-target' }] }],
});
