// Amanda Rogers (premiere, 101_108): interrupt — a response that nullifies an Interrupt just played (never another Amanda Rogers).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_108', {
  title: 'Amanda Rogers',
  scenario: 'behaviour/responses.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { types: ['Interrupt'], notTitles: ['Amanda Rogers'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['nullifying a card of another type played as an Interrupt'],
});
