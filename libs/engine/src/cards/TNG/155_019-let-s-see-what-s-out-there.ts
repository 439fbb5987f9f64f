// Let's See What's Out There (TNG, 155_019): event — you draw two cards, and two more when four of your Next Generation personnel are at missions your opponent seeded where no facility stands; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_019', {
  title: 'Let\'s See What\'s Out There',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [
    {
      on: 'played',
      effects: [
        { kind: 'draw', who: 'you', count: 2 },
        { kind: 'if-personnel-at-missions', filter: { property: 'TNG' }, atLeast: 4, where: 'opponent-missions-without-facility', then: [{ kind: 'draw', who: 'you', count: 2 }] },
      ],
    },
  ],
  duration: 'instant',
});
