// Espionage: Cardassian on Federation (ds9, 112_063): event — lies on a mission showing the Federation icon; your Cardassian personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_063', {
  title: 'Espionage: Cardassian on Federation',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-icon', icon: 'Federation' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Cardassian' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
