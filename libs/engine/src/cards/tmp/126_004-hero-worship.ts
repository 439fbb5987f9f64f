// Hero Worship (tmp, 126_004): dilemma — the non-Borg members with the most and with the fewest skill dots are stopped (every tied one).
import { defineCard } from '../../behaviour/define';

export default defineCard('126_004', {
  title: 'Hero Worship',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Hero Worship',
    steps: [{ kind: 'act', targets: { by: 'all-at-ends', measure: { dots: true }, ends: ['most', 'least'], filter: { notAffiliation: 'Borg' } }, action: 'stop' }],
  },
});
