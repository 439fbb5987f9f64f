// Worshiper (au, 103_030): dilemma — a greedier-than-honorable Away Team scores its bonus points; otherwise the team is stopped unless Anthropology (or the Edo ship) is there; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_030', {
  title: 'Worshiper',
  scenario: 'behaviour/dilemmas/au-a.spec.ts',
  dilemma: {
    title: 'Worshiper',
    steps: [
      {
        kind: 'if',
        test: { moreSkill: 'Greed', than: 'Honor' },
        then: { kind: 'score-bonus', points: 5 },
      },
      {
        kind: 'if',
        test: { not: { moreSkill: 'Greed', than: 'Honor' } },
        then: {
          kind: 'act',
          targets: { by: 'all' },
          action: 'stop',
          unless: 'Anthropology OR {Edo Vessel}',
        },
      },
    ],
    discard: true,
  },
});
