// Espionage: Romulan on Cardassian (ds9, 112_066): event — lies on a mission showing the Cardassian icon; your Romulan personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_066', {
  title: 'Espionage: Romulan on Cardassian',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-icon', icon: 'Cardassian' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Romulan' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
