// More of Your Kind (Emissary, 167_009): dilemma — half the crew (rounded down, random) is stopped; nullified by a personnel with an Orb icon.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_009', {
  title: 'More of Your Kind',
  scenario: 'behaviour/dilemmas/Emissary.spec.ts',
  dilemma: {
    title: 'More of Your Kind',
    steps: [{ kind: 'act', targets: { by: 'random', count: 'half' }, action: 'stop' }],
    nullify: '{[Orb] personnel}',
  },
});
