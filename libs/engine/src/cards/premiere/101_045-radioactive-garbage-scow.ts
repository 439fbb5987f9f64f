// Radioactive Garbage Scow (premiere, 101_045): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_045', {
  title: 'Radioactive Garbage Scow',
  scenario: 'behaviour/premiere-places.spec.ts',
  dilemma: {
    title: 'Radioactive Garbage Scow',
    steps: [{ kind: 'place', on: 'mission', affected: 'none' }, { kind: 'end-attempt' }],
    // Blocks attempts while it lies on the mission; a ship of yours with a Tractor Beam and two ENGINEER aboard may tow it away (behaviour/towing.ts).
    ongoing: { blocksAttempts: true, towedBy: 'ENGINEER x2' },
  },
});
