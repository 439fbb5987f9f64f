// Long-Range Scan (premiere, 101_128): interrupt — you look at the cards aboard a ship of your choice (not one with Long-Range Scan Shielding).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_128', {
  title: 'Long-Range Scan',
  scenario: 'behaviour/premiere-events.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'ship', whose: 'any', unlessEquipment: 'Long-Range Scan Shielding' },
  triggers: [{ on: 'played', effects: [{ kind: 'look-aboard-target' }] }],
});
