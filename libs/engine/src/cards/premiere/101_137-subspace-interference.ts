// Subspace Interference (premiere, 101_137): interrupt — a response that nullifies an Incoming Message, a Hail, a Subspace Schism or (issue 15, helper roa) an HQ: Ferengi Credit Exchange just played.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_137', {
  title: 'Subspace Interference',
  scenario: 'behaviour/premiere-events.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' } },
  targets: { kind: 'just-played', filter: { titlePrefixes: ['Incoming Message'], titles: ['Hail', 'Subspace Schism', 'HQ: Ferengi Credit Exchange'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
});
