// Restricted Area (HF, 139_016): dilemma — with nine or fewer in the team one random member is stopped; with more than nine, three random members are captured.
import { defineCard } from '../../behaviour/define';

export default defineCard('139_016', {
  title: 'Restricted Area',
  scenario: 'behaviour/dilemmas/HF.spec.ts',
  dilemma: {
    title: 'Restricted Area',
    steps: [
      { kind: 'only-if', test: { teamSize: { atMost: 9 } }, step: { kind: 'act', targets: { by: 'random', count: 1 }, action: 'stop' } },
      { kind: 'only-if', test: { teamSize: { above: 9 } }, step: { kind: 'act', targets: { by: 'random', count: 3 }, action: 'capture' } },
    ],
  },
});
