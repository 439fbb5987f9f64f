// Temporal Shifting (enterprise, 128_003): event — on a player: that player either discards one [AU] card from hand and then draws four, or discards three cards from hand (their pick, MakeChoice: an [AU] card, or none and then three cards).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; the picks wait for the targeted player (behaviour/choices.ts).
// "May draw up to four" is taken in full (as other "may draw" texts). With no [AU] card in hand the three-card discard follows at once.
export default defineCard('128_003', {
  title: 'Temporal Shifting',
  scenario: 'behaviour/choices.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'player' },
  duration: 'instant',
  triggers: [
    {
      on: 'played',
      effects: [
        {
          kind: 'choose-cards',
          chooser: 'target',
          pool: { from: 'hand', whose: 'target', filter: { icons: ['AU'] } },
          pick: 1,
          upTo: true,
          chosen: 'discard',
          then: [{ kind: 'draw', who: 'target', count: 4 }],
          ifNone: [{ kind: 'choose-cards', chooser: 'target', pool: { from: 'hand', whose: 'target' }, pick: 3, chosen: 'discard' }],
        },
      ],
    },
  ],
});
