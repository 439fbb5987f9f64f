// Altonian Brain Teaser (ds9, 112_005): dilemma — the most cunning member is stopped (the opponent breaks ties); discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_005', {
  title: 'Altonian Brain Teaser',
  scenario: 'behaviour/dilemmas/ds9-a.spec.ts',
  dilemma: {
    title: 'Altonian Brain Teaser',
    steps: [
      {
        kind: 'act',
        targets: { by: 'highest', measure: 'CUNNING', count: 1, tie: 'opponent' },
        action: 'stop',
      },
    ],
    discard: true,
    manual: [
      "if that member's CUNNING is below 15, bonus points scored at this location do not count toward winning",
    ],
  },
});
