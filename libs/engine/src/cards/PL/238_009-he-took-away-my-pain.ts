// He Took Away my Pain! (PL, 238_009): incident — seeded on your table: while Sybok is in play, each time you play a universal personnel, Release This Pain comes from your deck to your hand (at most twice each turn).
import { defineCard } from '../../behaviour/define';

export default defineCard('238_009', {
  title: 'He Took Away my Pain!',
  scenario: 'behaviour/incidents-d.spec.ts',
  // Issue 15 (incidents-d): behaviour/when-cards-played.ts (equipment-e folded whenYouPlay in) with the download-titled-to-hand effect (verbs-incidents-d.ts); "you may" is taken.
  whenCardsPlayed: {
    filter: { types: ['Personnel'], universal: true },
    whileInPlay: ['Sybok'],
    perTurn: 2,
    effects: [{ kind: 'download-titled-to-hand', titles: ['Release This Pain'] }],
  },
});
