// High Ground (NEM, 241_002): dilemma — to get past, STRENGTH>40 at a mission worth under 30 points, >50 at one worth exactly 30, >60 at one worth more.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_002', {
  title: 'High Ground',
  scenario: 'behaviour/dilemmas/NEM.spec.ts',
  dilemma: {
    title: 'High Ground',
    steps: [
      { kind: 'only-if', test: { missionPoints: { below: 30 } }, step: { kind: 'pass', require: 'STRENGTH>40' } },
      { kind: 'only-if', test: { missionPoints: { exactly: 30 } }, step: { kind: 'pass', require: 'STRENGTH>50' } },
      { kind: 'only-if', test: { missionPoints: { above: 30 } }, step: { kind: 'pass', require: 'STRENGTH>60' } },
    ],
  },
});
