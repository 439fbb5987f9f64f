// Tox Uthat (premiere, 101_007): artifact — as a response, nullifies a Supernova just played; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_007', {
  title: 'Tox Uthat',
  scenario: 'behaviour/premiere-events.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titles: ['Supernova'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  duration: 'instant',
  manual: ['played on the table as an Event instead, so that Supernova may be played (move it to your table as a manual effect)'],
});
