// Center of Attention (roa, 117_004): dilemma — the opponent picks one Treachery or Greed member to die, unless four SECURITY, or a hand weapon with CUNNING>36, or any Quark are present; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_004', {
  title: 'Center of Attention',
  scenario: 'behaviour/dilemmas/roa-b.spec.ts',
  dilemma: {
    title: 'Center of Attention',
    steps: [
      {
        kind: 'act',
        targets: { by: 'choice', chooser: 'opponent', count: 1, filter: { anySkill: ['Treachery', 'Greed'] } },
        action: 'kill',
        unlessAny: [{ require: 'SECURITY x4' }, { equipment: { characteristic: 'hand weapon' }, atLeast: 1, require: 'CUNNING>36' }, { require: '{any Quark}' }],
      },
    ],
    discard: true,
  },
});
