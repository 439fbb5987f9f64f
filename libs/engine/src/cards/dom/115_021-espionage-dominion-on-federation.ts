// Espionage - Dominion on Federation (dom, 115_021): event — lies on a mission showing the Federation icon; your Dominion personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_021', {
  title: 'Espionage - Dominion on Federation',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-yours-at-target', filter: { affiliation: 'Federation' } } },
  targets: { kind: 'mission-with-icon', icon: 'Federation' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Dominion' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
