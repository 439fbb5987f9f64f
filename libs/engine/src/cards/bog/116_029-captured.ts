// Captured (bog, 116_029): incident — on your turn, your non-Borg crew or Away Team with more SECURITY (or more hand weapons) than the opposing personnel present captures one of them at random; or, in any battle, a personnel just stunned by your non-Borg SECURITY personnel is captured. Either use discards the incident.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_029', {
  title: 'Captured',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'capture',
      window: 'own-turn',
      costs: ['discard-self'],
      targets: { kind: 'your-team-outnumbering-opposing-security', who: { notAffiliation: 'Borg' }, orHandWeapons: true },
      effects: [{ kind: 'capture-random-present-with-target' }],
    },
  ],
  // The second way: in personnel battle, during any player's turn (battle-captures.ts; spec behaviour/battle-captures.spec.ts).
  captureStunned: { by: { notAffiliation: 'Borg' }, skill: 'SECURITY', use: 'discard-self' },
});
