// Espionage: Romulan on Federation (premiere, 101_073): event — lies on a mission showing the Federation icon; your Romulan personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_073', {
  title: 'Espionage: Romulan on Federation',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-icon', icon: 'Federation' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Romulan' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
