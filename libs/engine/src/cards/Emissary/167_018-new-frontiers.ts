// New Frontiers (Emissary, 167_018): event — you draw two cards, and two more when four of your Deep Space Nine personnel are at one mission outside their native quadrant; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_018', {
  title: 'New Frontiers',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [
    {
      on: 'played',
      effects: [
        { kind: 'draw', who: 'you', count: 2 },
        { kind: 'if-personnel-at-missions', filter: { property: 'DS9' }, atLeast: 4, where: 'one-mission-outside-native-quadrant', then: [{ kind: 'draw', who: 'you', count: 2 }] },
      ],
    },
  ],
  duration: 'instant',
});
