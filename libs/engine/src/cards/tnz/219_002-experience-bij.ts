// Experience Bij! (tnz, 219_002): dilemma — the attempt ends; it lies on the mission, which cannot be attempted until any player encounters another dilemma (nullified at once with Dead End there).
import { defineCard } from '../../behaviour/define';

export default defineCard('219_002', {
  title: 'Experience Bij!',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Experience Bij!',
    steps: [
      { kind: 'nullified-if', test: { atopHere: ['Dead End'] } },
      { kind: 'place', on: 'mission', affected: 'none' },
      { kind: 'end-attempt' },
    ],
    ongoing: { blocksAttempts: true, endsWhenAnotherDilemmaEncountered: true },
    manual: ['nullified when Dead End is placed on this mission later (checked only when it is encountered); scouting is not modelled'],
  },
});
