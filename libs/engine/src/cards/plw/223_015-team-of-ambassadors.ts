// Team of Ambassadors (plw, 223_015): interrupt — as a response, cancels a Misinterpreted History just encountered; re-doing a random selection is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_015', {
  title: 'Team of Ambassadors',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Misinterpreted History'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['the other mode: your V.I.P. diplomat cancels a random selection present and it is made again'],
});
