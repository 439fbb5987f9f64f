// Kal-Toh (voy, 123_049): event — on your table; once each turn, unless Alien Probe is in play, you discard a card from hand and your opponent must discard a card of the same card type from theirs (their pick, MakeChoice); when they hold none, Kal-Toh is discarded.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; the opponent's pick waits for them (behaviour/choices.ts). "You may" is the use of the ability itself.
export default defineCard('123_049', {
  title: 'Kal-Toh',
  scenario: 'behaviour/choices.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'match-discard',
      limit: 'once-per-turn',
      requires: [{ kind: 'none-in-play', titles: ['Alien Probe'] }],
      targets: { kind: 'cards-in-your-hand', min: 1, max: 1 },
      effects: [
        { kind: 'discard-chosen' },
        { kind: 'choose-cards', chooser: 'opponent', pool: { from: 'hand', whose: 'opponent', sameTypeAsChosen: true }, pick: 1, chosen: 'discard', ifNone: [{ kind: 'discard-self' }] },
      ],
    },
  ],
});
