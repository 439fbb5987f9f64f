// Espionage: Cardassian on Klingon (ds9, 112_064): event — lies on a mission showing the Klingon icon; your Cardassian personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_064', {
  title: 'Espionage: Cardassian on Klingon',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-icon', icon: 'Klingon' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Cardassian' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
