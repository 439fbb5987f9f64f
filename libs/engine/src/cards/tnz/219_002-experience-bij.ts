// Experience Bij! (tnz, 219_002): dilemma — the attempt ends; it lies on the mission, which cannot be attempted.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_002', {
  title: 'Experience Bij!',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Experience Bij!',
    steps: [
      { kind: 'place', on: 'mission', affected: 'none' },
      { kind: 'end-attempt' },
    ],
    ongoing: { blocksAttempts: true },
    manual: ['nullified when any player encounters another dilemma, or when Dead End is on this mission; scouting is not modelled'],
  },
});
