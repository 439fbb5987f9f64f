// Espionage: Cardassian on Bajoran (ds9, 112_062): event — lies on a mission showing the Bajoran icon; your Cardassian personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_062', {
  title: 'Espionage: Cardassian on Bajoran',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-icon', icon: 'Bajoran' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Cardassian' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
