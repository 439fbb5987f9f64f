// Radioactive Garbage Scow (premiere, 101_045): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_045', {
  title: 'Radioactive Garbage Scow',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Radioactive Garbage Scow',
    steps: [{ kind: 'place', on: 'mission', affected: 'none' }, { kind: 'end-attempt' }],
    ongoing: { blocksAttempts: true },
    manual: ['towing the Scow with a Tractor Beam and 2 ENGINEER'],
  },
});
