// Team of Ambassadors (plw, 223_015): interrupt — as a response, cancels a Misinterpreted History just encountered; or, held in hand, your unstopped V.I.P. with Diplomacy present has a random selection that picked one of yours cancelled and made again.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION (behaviour/random-selection.ts: the engine plays it for you
// when a selection that hurts you picks one of yours and your diplomat V.I.P. is where the selection was made).
export default defineCard('223_015', {
  title: 'Team of Ambassadors',
  scenario: 'behaviour/random-selection.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Misinterpreted History'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  permits: [{ kind: 'reselects-random-selection', skills: ['V.I.P.', 'Diplomacy'] }],
});
