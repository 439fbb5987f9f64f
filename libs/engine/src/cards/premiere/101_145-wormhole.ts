// Wormhole (premiere, 101_145): interrupt — played as a pair (a second copy from hand goes with it): your ship goes to any location and is stopped there.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_145', {
  title: 'Wormhole',
  scenario: 'behaviour/premiere-spaceline.spec.ts',
  play: { window: { kind: 'interrupt' }, costs: [{ kind: 'discard-copy-from-hand' }] },
  targets: { kind: 'your-ship-to-location' },
  triggers: [{ on: 'played', effects: [{ kind: 'relocate-ship-stopped' }] }],
});
