// Solbor (VP, 132_026): personnel — when his owner's Vedek, Prylar or Kai present with him helps solve a mission, his owner scores 5 bonus points.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_026', {
  title: 'Solbor',
  scenario: 'behaviour/personnel-b.spec.ts',
  whenMissionSolved: {
    helpedBy: [{ characteristic: 'Vedek' }, { characteristic: 'Prylar' }, { characteristic: 'Kai' }],
    effects: [{ kind: 'score-points', points: 5, bonus: true }],
  },
});
