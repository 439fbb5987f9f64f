// You Will in Time (qc, 105_103): Q event, drawn in a Q-Flash — when the crew or Away Team began the attempt with one personnel, the Q-Continuum's owner may name a unique personnel in play of the team's player: it is held in stasis (this card on it) until its owner grants a request the Q-Continuum's owner makes.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_103', {
  title: 'You Will in Time',
  scenario: 'behaviour/q-cards-qev.spec.ts',
  qFlash: {
    if: { kind: 'team-began-with', count: 1 },
    effects: [{ kind: 'may-name-yours-in-stasis' }],
  },
  manual: [
    'each turn its Q-Continuum owner may make a request; when its owner complies, discard this card with a manual effect (move primitive): moving it away from the personnel ends the stasis',
  ],
});
