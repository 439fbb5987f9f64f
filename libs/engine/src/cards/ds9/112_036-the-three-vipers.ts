// The Three Vipers (ds9, 112_036): dilemma — the ship is damaged unless an ENGINEER and two Navigation; then the crew is stopped unless SCIENCE, OFFICER and Astrophysics; discarded either way.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_036', {
  title: 'The Three Vipers',
  scenario: 'behaviour/dilemmas/ds9.spec.ts',
  dilemma: {
    title: 'The Three Vipers',
    steps: [
      { kind: 'ship', action: 'damage', unless: 'ENGINEER + Navigation x2' },
      {
        kind: 'act',
        targets: { by: 'all' },
        action: 'stop',
        unless: 'SCIENCE + OFFICER + Astrophysics',
      },
    ],
    discard: true,
  },
});
