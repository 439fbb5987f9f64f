// Starting Over (HF4, 165_001): event — you throw away your hand and draw as many cards, two more if you have a Borg personnel in play; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('165_001', {
  title: 'Starting Over',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [
    {
      on: 'played',
      effects: [
        { kind: 'redraw-hand' },
        { kind: 'if-personnel-in-play', filter: { affiliation: 'Borg' }, atLeast: 1, then: [{ kind: 'draw', who: 'you', count: 2 }] },
      ],
    },
  ],
  duration: 'instant',
});
