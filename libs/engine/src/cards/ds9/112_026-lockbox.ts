// Lockbox (ds9, 112_026): dilemma — without Greed the Away Team is stopped and it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_026', {
  title: 'Lockbox',
  scenario: 'behaviour/dilemmas/ds9-a.spec.ts',
  dilemma: {
    title: 'Lockbox',
    steps: [{ kind: 'act', targets: { by: 'all' }, action: 'stop', unless: 'Greed' }],
    discard: true,
    manual: ['with Greed, its points are scored if the mission is solved this turn'],
  },
});
