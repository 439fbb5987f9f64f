// Espionage: Vulcan on Starfleet (PreWarp, 194_074): event — lies on a mission showing the Starfleet icon; your Vulcan personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('194_074', {
  title: 'Espionage: Vulcan on Starfleet',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-icon', icon: 'Starfleet' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Vulcan' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
