// The Cloud (voy, 123_025): dilemma — unless two each of MEDICAL, ENGINEER and Astrophysics, the ship is damaged and stopped until the end of your next turn; discarded either way.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_025', {
  title: 'The Cloud',
  scenario: 'behaviour/dilemmas/voy.spec.ts',
  dilemma: {
    title: 'The Cloud',
    steps: [
      { kind: 'ship', action: 'damage', unless: 'MEDICAL x2 + ENGINEER x2 + Astrophysics x2' },
      {
        kind: 'ship',
        action: 'stop-until-next-turn',
        unless: 'MEDICAL x2 + ENGINEER x2 + Astrophysics x2',
      },
    ],
    discard: true,
  },
});
