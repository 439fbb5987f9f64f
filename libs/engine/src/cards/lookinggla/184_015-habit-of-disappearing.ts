// Habit of Disappearing (lookinggla, 184_015): event — seeds or plays on your table: at the end of every turn, the top three cards of your draw deck are placed out of play (one, while you have three [AU][TE] personnel in play), then you draw a card; Kevin Uxbridge cannot touch it.
import { defineCard } from '../../behaviour/define';

const temporal = { icons: ['AU', 'TE'] };

export default defineCard('184_015', {
  title: 'Habit of Disappearing',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [
    {
      on: 'turn-ends',
      whose: 'every',
      from: 'this-turn',
      effects: [
        { kind: 'if-personnel-in-play', filter: temporal, atLeast: 3, then: [{ kind: 'top-of-draw-out-of-play', who: 'you', count: 1 }] },
        { kind: 'if-personnel-in-play', filter: temporal, atLeast: 0, atMost: 2, then: [{ kind: 'top-of-draw-out-of-play', who: 'you', count: 3 }] },
        { kind: 'draw', who: 'you', count: 1 },
      ],
    },
  ],
  immuneTo: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'],
});
