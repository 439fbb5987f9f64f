// Ship Seizure (premiere, 101_136): interrupt — an empty undocked ship in orbit with your tractor-beam ship is towed away (discarded).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_136', {
  title: 'Ship Seizure',
  scenario: 'behaviour/premiere-table.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'empty-ship-near-your-tractor' },
  triggers: [{ on: 'played', effects: [{ kind: 'discard-target' }] }],
});
