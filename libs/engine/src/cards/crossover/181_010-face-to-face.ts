// Face to Face (crossover, 181_010): dilemma — the player behind on points picks one crew member to die; on equal scores the ship is damaged and stopped until the end of your next turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_010', {
  title: 'Face to Face',
  scenario: 'behaviour/dilemmas/crossover-a.spec.ts',
  dilemma: {
    title: 'Face to Face',
    steps: [
      {
        kind: 'act',
        targets: { by: 'chosen-by', compare: 'score', who: 'least', count: 1 },
        action: 'kill',
      },
      { kind: 'if', test: { tied: 'score' }, then: { kind: 'ship', action: 'damage' } },
      {
        kind: 'if',
        test: { tied: 'score' },
        then: { kind: 'ship', action: 'stop-until-next-turn' },
      },
    ],
  },
});
