// Dial-Up (SaS, 141_002): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('141_002', {
  title: 'Dial-Up',
  scenario: 'attempt.spec.ts',
  dilemma: {
    title: 'Dial-Up',
    steps: [
      { kind: 'act', targets: { by: 'all', filter: { downloader: true } }, action: 'stop' },
      { kind: 'place', on: 'mission', affected: 'none', countdown: 2 },
    ],
    continues: true,
    nullify: 'Computer Skill x3 + Anthropology',
    manual: [
      'the ban on downloading while it is on the mission (the engine automates no downloads)',
    ],
  },
});
