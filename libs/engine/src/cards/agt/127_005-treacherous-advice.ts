// Treacherous Advice (agt, 127_005): event — you look at your opponent's hand and may discard one of its cards for each Leadership personnel present with your infiltrators; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_005', {
  title: 'Treacherous Advice',
  scenario: 'behaviour/infiltration-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [
    {
      on: 'played',
      effects: [
        {
          kind: 'choose-cards',
          chooser: 'you',
          pool: { from: 'hand', whose: 'opponent' },
          pick: 99,
          pickCount: { kind: 'present-with-your-infiltrators', skill: 'Leadership' },
          upTo: true,
          chosen: 'discard',
        },
      ],
    },
  ],
  duration: 'instant',
});
