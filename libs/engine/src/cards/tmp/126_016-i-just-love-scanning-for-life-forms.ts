// I Just Love Scanning for Life-forms (tmp, 126_016): event — on a player: the top three cards of their draw deck (six when it is your own) are revealed; the non-personnel among them are discarded, and you put the others back on top in the order you choose (ArrangeCards); then the event is discarded.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; MISCELLANEOUS RULES › LOOKING AT CARDS. "Up to three (six)" is taken in full.
export default defineCard('126_016', {
  title: 'I Just Love Scanning for Life-forms',
  scenario: 'behaviour/choices.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'player' },
  duration: 'instant',
  triggers: [{ on: 'played', effects: [{ kind: 'reveal-top-discard-arrange', count: 3, ownCount: 6, keep: { types: ['Personnel'] } }] }],
});
