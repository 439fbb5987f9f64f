// Shot in the Back (fc, 109_015): dilemma — SECURITY or OFFICER androids present are stopped; with none of them, the opponent picks a non-android to die.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_015', {
  title: 'Shot in the Back',
  scenario: 'behaviour/dilemmas/fc.spec.ts',
  dilemma: {
    title: 'Shot in the Back',
    steps: [
      // The alternative effect first: it applies only when no such android is there.
      {
        kind: 'act',
        targets: {
          by: 'choice',
          chooser: 'opponent',
          count: 1,
          filter: { notCharacteristics: ['Android'] },
        },
        action: 'kill',
        unless: 'Android + SECURITY OR Android + OFFICER',
        individual: true,
        conditional: false,
      },
      {
        kind: 'act',
        targets: {
          by: 'all',
          filter: { characteristic: 'Android', anySkill: ['SECURITY', 'OFFICER'] },
        },
        action: 'stop',
      },
    ],
  },
});
