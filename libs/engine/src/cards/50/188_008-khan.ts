// Khan! (50, 188_008): interrupt — cancels The Genesis Effect in play; cancelling bonus points just scored is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('188_008', {
  title: 'Khan!',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['The Genesis Effect'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['the other mode: nullify the bonus points an opponent just scored'],
});
