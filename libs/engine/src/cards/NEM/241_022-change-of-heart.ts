// Change of Heart (NEM, 241_022): interrupt — as a response, cancels a Rules of Obedience just encountered; or, held in hand, your unstopped personnel with Honor and OFFICER present has a random selection that picked one of yours cancelled and made again.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION (behaviour/random-selection.ts: the engine plays it for you
// when a selection that hurts you picks one of yours and your honourable OFFICER is where the selection was made).
export default defineCard('241_022', {
  title: 'Change of Heart',
  scenario: 'behaviour/random-selection.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Rules of Obedience'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  permits: [{ kind: 'reselects-random-selection', skills: ['Honor', 'OFFICER'] }],
});
