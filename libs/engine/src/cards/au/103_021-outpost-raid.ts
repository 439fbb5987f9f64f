// Outpost Raid (au, 103_021): dilemma — at your own outpost the opponent kills two members unless the team is very strong, and it is discarded; anywhere else it takes STRENGTH>18 to get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_021', {
  title: 'Outpost Raid',
  scenario: 'behaviour/dilemmas/au-a.spec.ts',
  dilemma: {
    title: 'Outpost Raid',
    steps: [
      {
        kind: 'if',
        test: { ownFacilityHere: 'Outpost' },
        then: {
          kind: 'act',
          targets: { by: 'choice', chooser: 'opponent', count: 2 },
          action: 'kill',
          unless: 'STRENGTH>81',
        },
      },
      { kind: 'if', test: { ownFacilityHere: 'Outpost' }, then: { kind: 'discard-self' } },
      {
        kind: 'if',
        test: { not: { ownFacilityHere: 'Outpost' } },
        then: { kind: 'pass', require: 'STRENGTH>18' },
      },
    ],
  },
});
