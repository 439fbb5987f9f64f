// Espionage: Vulcan on Andorian (llap, 195_005): event — lies on a mission showing the Non-Aligned icon; your Vulcan personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_005', {
  title: 'Espionage: Vulcan on Andorian',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-icon', icon: 'Non-Aligned' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Vulcan' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
  manual: ['playing it on a mission whose lore names Andorians'],
});
