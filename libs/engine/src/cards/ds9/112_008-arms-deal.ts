// Arms Deal (ds9, 112_008): dilemma — unless a trader, a smuggler, a Maquis-icon personnel or one Vulcan with Treachery is there, the whole team is stopped; discarded either way (bonus points when overcome).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_008', {
  title: 'Arms Deal',
  scenario: 'behaviour/dilemmas/ds9.spec.ts',
  dilemma: {
    title: 'Arms Deal',
    steps: [
      {
        kind: 'act',
        targets: { by: 'all' },
        action: 'stop',
        unlessAny: [
          { require: 'Acquisition OR Smuggling OR {[Maq] personnel}' },
          { require: 'Vulcan + Treachery', individual: true },
        ],
      },
    ],
    discard: true,
    points: 5,
  },
});
