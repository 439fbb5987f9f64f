// Borg Ship (premiere, 101_018): a space dilemma that enters play as a self-controlling roaming ship — placed at the far end of the spaceline; at the end of every turn it attacks every ship where it is, then moves on; whoever destroys it in battle scores its points.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_018', {
  title: 'Borg Ship',
  scenario: 'behaviour/self-controlled.spec.ts',
  dilemma: {
    title: 'Borg Ship',
    steps: [{ kind: 'hook', name: 'self-controlled-arrives' }],
  },
  selfControlled: { kind: 'roaming-ship', range: 8, weapons: 24, shields: 24, points: 15 },
});
