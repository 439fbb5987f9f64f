// Important Guests (lfl, 138_005): dilemma — to get past, a V.I.P. or a CIVILIAN; for each V.I.P. and CIVILIAN present one random OFFICER or SECURITY member is stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_005', {
  title: 'Important Guests',
  scenario: 'behaviour/dilemmas/lfl.spec.ts',
  dilemma: {
    title: 'Important Guests',
    steps: [
      { kind: 'count', any: [{ filter: { anySkill: ['V.I.P.', 'CIVILIAN'] }, atLeast: 1 }] },
      {
        kind: 'act',
        targets: {
          by: 'random-n',
          n: { plus: { teamMatching: { anySkill: ['V.I.P.', 'CIVILIAN'] } } },
          filter: { anySkill: ['OFFICER', 'SECURITY'] },
        },
        action: 'stop',
      },
    ],
  },
});
