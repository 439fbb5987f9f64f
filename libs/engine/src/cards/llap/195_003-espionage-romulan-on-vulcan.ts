// Espionage: Romulan on Vulcan (llap, 195_003): event — lies on a mission showing the Vulcan icon; your Romulan personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_003', {
  title: 'Espionage: Romulan on Vulcan',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-icon', icon: 'Vulcan' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Romulan' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
