// Prisoner Escort (bog, 116_041): interrupt — just after you capture a personnel, it goes into the brig of your ship or facility at its location; its owner then loses 5 points (once per persona each game).
import { defineCard } from '../../behaviour/define';

export default defineCard('116_041', {
  title: 'Prisoner Escort',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'response', to: 'personnel-captured' } },
  targets: { kind: 'just-captured', whose: 'theirs' },
  triggers: [{ on: 'played', effects: [{ kind: 'captive-to-brig-owner-loses', ownerLoses: 5 }] }],
});
