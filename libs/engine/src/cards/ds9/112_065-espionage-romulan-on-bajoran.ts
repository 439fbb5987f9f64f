// Espionage: Romulan on Bajoran (ds9, 112_065): event — lies on a mission showing the Bajoran icon; your Romulan personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_065', {
  title: 'Espionage: Romulan on Bajoran',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-icon', icon: 'Bajoran' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Romulan' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
