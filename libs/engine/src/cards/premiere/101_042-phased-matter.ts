// Phased Matter (premiere, 101_042): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_042', {
  title: 'Phased Matter',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Phased Matter',
    steps: [{ kind: 'hook', name: 'manual' }],
    manual: ['splitting the Away Team, the phased team not beaming, the cure by another Away Team (needs two Away Teams of one player on one planet: the engine keeps one surface zone per location)'],
  },
});
