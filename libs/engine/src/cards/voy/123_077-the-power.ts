// The Power (voy, 123_077): interrupt — once each turn, one of three ways (PlayCard.mode): 0, you draw a card; 1, you draw two and discard one of them (your pick, MakeChoice); 2, you draw three and your opponent picks the one of them you discard.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › INTERRUPTS; MISCELLANEOUS RULES › LOOKING AT CARDS (the opponent sees the three to pick from: behaviour/choices.ts).
// "(May not be converted to downloads.)" needs nothing: the engine converts no draw of it.
const interrupt = { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } } as const;
export default defineCard('123_077', {
  title: 'The Power',
  scenario: 'behaviour/choices.spec.ts',
  play: interrupt,
  triggers: [{ on: 'played', effects: [{ kind: 'draw', who: 'you', count: 1 }] }],
  modes: [
    { play: interrupt, triggers: [{ on: 'played', effects: [{ kind: 'draw', who: 'you', count: 2 }, { kind: 'choose-cards', chooser: 'you', pool: { from: 'just-drawn', whose: 'you' }, pick: 1, chosen: 'discard' }] }] },
    { play: interrupt, triggers: [{ on: 'played', effects: [{ kind: 'draw', who: 'you', count: 3 }, { kind: 'choose-cards', chooser: 'opponent', pool: { from: 'just-drawn', whose: 'you' }, pick: 1, chosen: 'discard' }] }] },
  ],
});
