// Unnatural Causes (ds9, 112_103): interrupt — just after a member of a crew or Away Team is killed other than in battle, it plays on that crew or Away Team: one of its personnel, chosen at random, is stopped to investigate.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_103', {
  title: 'Unnatural Causes',
  scenario: 'behaviour/kills-outside-battle.spec.ts',
  play: { window: { kind: 'response', to: 'personnel-killed' } },
  targets: { kind: 'crew-or-away-team-of-killed-outside-battle' },
  triggers: [{ on: 'played', effects: [{ kind: 'stop-random-member-of-target' }] }],
});
