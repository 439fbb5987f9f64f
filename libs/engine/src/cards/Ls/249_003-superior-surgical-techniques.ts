// Superior Surgical Techniques (Ls, 249_003): incident on your table — while all your personnel and ships are Vidiian, as your opponent reports personnel on their turn: at the third you may play a Vidiian personnel, at the fourth any card, at the fifth and each after any card or a Vidiian personnel straight from your draw deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('249_003', {
  title: 'Superior Surgical Techniques',
  scenario: 'behaviour/out-of-turn-plays.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // 1E rulebook › THE CARDS (the card's text lets its owner play on the opponent's turn); PLAYING "FOR FREE"; DOWNLOADING.
  playsAsOpponentReports: {
    onlyAffiliation: 'Vidiian',
    steps: [
      { count: 3, filter: { types: ['Personnel'] }, personnel: { affiliation: 'Vidiian' } },
      { count: 4, filter: {} },
      { count: 5, orMore: true, filter: {}, orDownload: { affiliation: 'Vidiian' } },
    ],
  },
});
