// Rebel Encounter (premiere, 101_046): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_046', {
  title: 'Rebel Encounter',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Rebel Encounter',
    steps: [{ kind: 'hook', name: 'rebel-bribe', unless: 'STRENGTH>44' }],
    discard: true,
  },
});
