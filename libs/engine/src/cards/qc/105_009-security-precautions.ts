// Security Precautions (qc, 105_009): dilemma — to get past, the Away Team needs a named colonist, an android, a phaser or disruptor, or three SECURITY.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_009', {
  title: 'Security Precautions',
  scenario: 'behaviour/dilemmas/qc.spec.ts',
  dilemma: {
    title: 'Security Precautions',
    steps: [
      {
        kind: 'pass',
        require: '{Jenice Manheim} OR Android OR {any Phaser} OR {any Disruptor} OR SECURITY x3',
      },
    ],
  },
});
