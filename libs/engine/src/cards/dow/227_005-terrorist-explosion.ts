// Terrorist Explosion (dow, 227_005): dilemma — unless four SECURITY or Resistance are present, one of your facilities here (the opponent picks) is damaged; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_005', {
  title: 'Terrorist Explosion',
  scenario: 'behaviour/dilemmas/dow.spec.ts',
  dilemma: {
    title: 'Terrorist Explosion',
    steps: [{ kind: 'facility-here', chooser: 'opponent', unless: 'SECURITY x4 OR Resistance' }],
    discard: true,
  },
});
