// Espionage: Vulcan on Klingon (PreWarp, 194_073): event — lies on a mission showing the Klingon icon; your Vulcan personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('194_073', {
  title: 'Espionage: Vulcan on Klingon',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-icon', icon: 'Klingon' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Vulcan' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
