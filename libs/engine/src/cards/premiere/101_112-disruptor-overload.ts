// Disruptor Overload (premiere, 101_112): interrupt — on a crew or an Away Team, one equipment there (at random) is destroyed.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_112', {
  title: 'Disruptor Overload',
  scenario: 'behaviour/premiere-events.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'crew-or-away-team' },
  triggers: [{ on: 'played', effects: [{ kind: 'destroy-random-equipment' }] }],
});
