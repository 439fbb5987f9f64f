// Transwarp Conduit (premiere, 101_143): interrupt — a chosen ship may move twice its RANGE this turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_143', {
  title: 'Transwarp Conduit',
  scenario: 'behaviour/premiere-events.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'ship', whose: 'any' },
  triggers: [{ on: 'played', effects: [{ kind: 'extra-range' }] }],
});
