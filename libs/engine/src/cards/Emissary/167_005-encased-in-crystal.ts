// Encased in Crystal (Emissary, 167_005): dilemma — to get past: Geology and SECURITY, one of them doubled, or two Music.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_005', {
  title: 'Encased in Crystal',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Encased in Crystal',
    steps: [
      { kind: 'pass', require: 'Geology x2 + SECURITY OR Geology + SECURITY x2 OR Music x2' },
    ],
  },
});
