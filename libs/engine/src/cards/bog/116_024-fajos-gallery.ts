// Fajo's Gallery (bog, 116_024): event — on your table: two cards each time you capture a unique personnel, one each time a [Fajo] collection card of yours or your Mona Lisa enters play.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_024', {
  title: "Fajo's Gallery",
  scenario: 'behaviour/captive-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  whenYouCapture: { draw: 2, unique: true },
  whenCardsPlayed: { filter: { anyOfPlayed: [{ releases: ['faj'] }, { titles: ['Mona Lisa'] }] }, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
  manual: ['a [Fajo] card or Mona Lisa entering play by seeding or by a card other than a play, report or download'],
});
