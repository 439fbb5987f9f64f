// Close That Door! (SFL, 245_001): dilemma — to get past: SCIENCE and Stellar Cartography; you may nullify it by discarding a Doorway from hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('245_001', {
  title: 'Close That Door!',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Close That Door!',
    steps: [
      { kind: 'may-discard-to-nullify', types: ['Doorway'] },
      { kind: 'pass', require: 'SCIENCE + Stellar Cartography' },
    ],
  },
});
