// Espionage: Bajoran on Dominion (agt, 127_002): event — lies on a mission showing the Dominion icon; your Bajoran personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_002', {
  title: 'Espionage: Bajoran on Dominion',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-yours-at-target', filter: { titles: ['Odo'] } } },
  targets: { kind: 'mission-with-icon', icon: 'Dominion' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Bajoran' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
