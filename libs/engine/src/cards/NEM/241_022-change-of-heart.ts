// Change of Heart (NEM, 241_022): interrupt — as a response, cancels a Rules of Obedience just encountered; re-doing a random selection is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_022', {
  title: 'Change of Heart',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Rules of Obedience'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['the other mode: your honourable OFFICER cancels a random selection present and it is made again'],
});
