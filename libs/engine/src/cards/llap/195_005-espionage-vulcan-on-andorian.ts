// Espionage: Vulcan on Andorian (llap, 195_005): event — lies on a mission showing the Non-Aligned icon or whose lore names Andorians; your Vulcan personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_005', {
  title: 'Espionage: Vulcan on Andorian',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-icon', icon: 'Non-Aligned', loreWord: 'Andorian' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Vulcan' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
