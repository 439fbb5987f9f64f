// Gravimetric Distortion (bog, 116_006): dilemma — the ship is damaged unless four ENGINEER, two Astrophysics, a named bartender, or one personnel with two Navigation is aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_006', {
  title: 'Gravimetric Distortion',
  scenario: 'behaviour/dilemmas/bog.spec.ts',
  dilemma: {
    title: 'Gravimetric Distortion',
    steps: [
      {
        kind: 'ship',
        action: 'damage',
        unlessAny: [
          { require: 'ENGINEER x4 OR Astrophysics x2 OR {Guinan}' },
          { require: 'Navigation x2', individual: true },
        ],
      },
    ],
  },
});
