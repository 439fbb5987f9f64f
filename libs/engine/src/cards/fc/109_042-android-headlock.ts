// Android Headlock (fc, 109_042): interrupt — as a response, cancels a Borg Kiss just played; the android combat mode is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_042', {
  title: 'Android Headlock',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titles: ['Borg Kiss'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['the other mode: mortally wound a personnel who just engaged your android in combat'],
});
