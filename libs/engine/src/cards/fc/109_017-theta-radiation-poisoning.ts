// Theta-Radiation Poisoning (fc, 109_017): dilemma — it lies on the attempting ship; at the end of every turn one random personnel aboard dies; cured by six ENGINEER.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_017', {
  title: 'Theta-Radiation Poisoning',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Theta-Radiation Poisoning',
    steps: [{ kind: 'place', on: 'ship', affected: 'none' }],
    ongoing: { periodicKill: { at: 'end-of-turn', count: 1, of: 'any' } },
    cure: 'ENGINEER x6',
    manual: ['the opponent\'s choice of any ship or outpost here as its host (the engine uses the attempting ship)', 'a personnel with a Medical Kit is not killed'],
  },
});
