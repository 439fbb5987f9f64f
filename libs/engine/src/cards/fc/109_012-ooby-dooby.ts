// Ooby Dooby (fc, 109_012): dilemma — you draw a card per non-android Youth, then discard a card of your choice per Music; every Youth, Music and Zefram Cochrane present is stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_012', {
  title: 'Ooby Dooby',
  scenario: 'behaviour/dilemmas/fc-a.spec.ts',
  dilemma: {
    title: 'Ooby Dooby',
    steps: [
      { kind: 'draw-counted', count: { matching: { skill: 'Youth', notCharacteristics: ['Android'] } } },
      { kind: 'discard-chosen-from-hand', count: { matching: { skill: 'Music' } } },
      {
        kind: 'act',
        targets: {
          by: 'all',
          filter: {
            anyOf: [{ skill: 'Youth' }, { skill: 'Music' }, { titles: ['Zefram Cochrane'] }],
          },
        },
        action: 'stop',
      },
    ],
  },
});
