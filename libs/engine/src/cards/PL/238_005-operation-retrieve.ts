// Operation Retrieve (PL, 238_005): event — a personnel you own that is a captive, or that the opponent controls, returns to your hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('238_005', {
  title: 'Operation Retrieve',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-personnel-held-captive', orControlled: true },
  triggers: [{ on: 'played', effects: [{ kind: 'target-to-owner-hand' }] }],
  manual: ['playing a returned [Films] personnel at once for free'],
});
