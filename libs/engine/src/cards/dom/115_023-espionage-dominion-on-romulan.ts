// Espionage - Dominion on Romulan (dom, 115_023): event — lies on a mission showing the Romulan icon; your Dominion personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_023', {
  title: 'Espionage - Dominion on Romulan',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-yours-at-target', filter: { affiliation: 'Romulan' } } },
  targets: { kind: 'mission-with-icon', icon: 'Romulan' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Dominion' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
