// Espionage: Bajoran on Cardassian (ds9, 112_061): event — lies on a mission showing the Cardassian icon; your Bajoran personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_061', {
  title: 'Espionage: Bajoran on Cardassian',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-yours-at-target', filter: { characteristic: 'Resistance' } } },
  targets: { kind: 'mission-with-icon', icon: 'Cardassian' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Bajoran' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
