// Process Ore (ds9, 112_143): objective — played on an Ore Processing Unit, it lies there. At the start of each of your turns, if you control that Nor at a planet location (and the unit is not idle under Federation or Bajoran control) with a personnel matching the Nor with ENGINEER or SECURITY unopposed at the unit, you may "process ore": discard a card from hand, the bottom card of your discard pile goes beneath your draw deck or out of play (your choice: yes is beneath the deck), then draw up to two cards (behaviour/site-cards.ts, turn-starts.ts).
import { defineCard } from '../../behaviour/define';
import type { Effect } from '../../behaviour/vocabulary';

const DRAW_UP_TO_TWO: Effect = { kind: 'choose-cards', chooser: 'you', pool: { from: 'draw-prefixes', whose: 'you', count: 2 }, pick: 1, upTo: true, chosen: 'drawn' };

export default defineCard('112_143', {
  title: 'Process Ore',
  scenario: 'behaviour/site-text.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'site', titles: ['Ore Processing Unit'] },
  duration: 'on-target-card',
  atTurnStart: {
    whose: 'your',
    optional: true,
    requires: [{ kind: 'nor-site-staffed', classifications: ['ENGINEER', 'SECURITY'], atPlanet: true }],
    effects: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'hand', whose: 'you' },
        pick: 1,
        chosen: 'discard',
        // One choice at a time: the draw is asked inside each answer of the deck-or-out-of-play question.
        then: [
          {
            kind: 'choose-cards',
            chooser: 'you',
            pool: { from: 'this-card' },
            pick: 1,
            upTo: true,
            chosen: 'stay',
            then: [{ kind: 'bottom-discard-to', to: 'deck-bottom' }, DRAW_UP_TO_TWO],
            ifNone: [{ kind: 'bottom-discard-to', to: 'out-of-play' }, DRAW_UP_TO_TWO],
          },
        ],
      },
    ],
  },
});
