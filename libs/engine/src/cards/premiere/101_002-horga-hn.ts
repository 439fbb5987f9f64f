// Horga'hn (premiere, 101_002): artifact — goes on your table at once; each of your turns, a second normal card play, or else one more card drawn at the end of the turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_002', {
  title: "Horga'hn",
  scenario: 'behaviour/premiere-table.spec.ts',
  play: { window: { kind: 'interrupt' } },
  duration: 'while-in-play',
  permits: [{ kind: 'extra-card-play' }],
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'draw-unless-extra-play-used' }] }],
});
