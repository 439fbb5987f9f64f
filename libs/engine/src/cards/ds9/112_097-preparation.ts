// Preparation (ds9, 112_097): interrupt — as a response, cancels a Lack of Preparation just encountered; the seed-examining mode is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_097', {
  title: 'Preparation',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Lack of Preparation'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['the points Lack of Preparation takes are still lost', 'the other mode: examine the bottom seed card of your mission with four classifications there'],
});
