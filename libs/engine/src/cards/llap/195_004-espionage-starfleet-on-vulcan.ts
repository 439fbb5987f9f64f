// Espionage: Starfleet on Vulcan (llap, 195_004): event — lies on a mission showing the Vulcan icon; your Starfleet personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_004', {
  title: 'Espionage: Starfleet on Vulcan',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-icon', icon: 'Vulcan' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Starfleet' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
