// Genetronic Replicator (premiere, 101_076): event on your table — a personnel of yours about to die goes back to your hand instead, by stopping two of your MEDICAL present who are not dying too.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_076', {
  title: 'Genetronic Replicator',
  scenario: 'behaviour/premiere-windows.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'death-to-hand-by-stopping', helpers: { anyOf: [{ classification: 'MEDICAL' }, { skill: 'MEDICAL' }] }, count: 2 }],
});
