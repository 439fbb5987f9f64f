// Espionage - Dominion on Klingon (dom, 115_022): event — lies on a mission showing the Klingon icon; your Dominion personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_022', {
  title: 'Espionage - Dominion on Klingon',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-yours-at-target', filter: { affiliation: 'Klingon' } } },
  targets: { kind: 'mission-with-icon', icon: 'Klingon' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Dominion' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
