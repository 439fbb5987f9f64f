// A Miner Confrontation (brokenbow, 192_001): dilemma — to get past, three personnel who each have Leadership, or three of ENGINEER classification.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_001', {
  title: 'A Miner Confrontation',
  scenario: 'behaviour/dilemmas/brokenbow.spec.ts',
  dilemma: {
    title: 'A Miner Confrontation',
    steps: [
      {
        kind: 'count',
        any: [
          { filter: { skill: 'Leadership' }, atLeast: 3 },
          { filter: { classification: 'ENGINEER' }, atLeast: 3 },
        ],
      },
    ],
  },
});
