// Espionage: Federation on Klingon (premiere, 101_071): event — lies on a mission showing the Klingon icon; your Federation personnel may attempt it; discarded once that mission is completed.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_071', {
  title: 'Espionage: Federation on Klingon',
  scenario: 'behaviour/espionage.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-with-icon', icon: 'Klingon' },
  duration: 'on-target-mission',
  permits: [{ kind: 'attempt-mission', affiliation: 'Federation' }],
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'discard-self' }] }],
});
