// Close That Door! (SFL, 245_001): dilemma — to get past: SCIENCE and Stellar Cartography.
import { defineCard } from '../../behaviour/define';

export default defineCard('245_001', {
  title: 'Close That Door!',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Close That Door!',
    steps: [{ kind: 'pass', require: 'SCIENCE + Stellar Cartography' }],
    manual: ['nullifying it by discarding a Doorway from hand'],
  },
});
