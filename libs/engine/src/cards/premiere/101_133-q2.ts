// Q2 (premiere, 101_133): interrupt — a response that nullifies an Amanda Rogers or a Kevin Uxbridge just played, or a dilemma with the Q icon or the word Q in its title just encountered.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_133', {
  title: 'Q2',
  scenario: 'behaviour/responses.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titles: ['Amanda Rogers', 'Kevin Uxbridge'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: { kind: 'just-played', filter: { types: ['Dilemma'], anyOf: [{ qIcon: true }, { titleWords: ['Q'] }] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
  ],
});
