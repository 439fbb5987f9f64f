// Q2 (premiere, 101_133): interrupt — a response that nullifies an Amanda Rogers or a Kevin Uxbridge just played.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_133', {
  title: 'Q2',
  scenario: 'behaviour/responses.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titles: ['Amanda Rogers', 'Kevin Uxbridge'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['nullifying a Q-icon dilemma or a dilemma with Q in its title'],
});
