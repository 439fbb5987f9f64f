// Bajor for Bajorans (Emissary, 167_016): event — on your table: at the end of each of your turns, if you have no personnel in play that are not Bajoran, you may draw one more card (EndTurn.decline: not drawn).
import { defineCard } from '../../behaviour/define';

export default defineCard('167_016', {
  title: 'Bajor for Bajorans',
  scenario: 'behaviour/modes.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-in-play', titles: ['Jaro Essa'] } },
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'if-personnel-in-play', filter: { notAffiliation: 'Bajoran' }, atLeast: 0, atMost: 0, then: [{ kind: 'may', effects: [{ kind: 'draw', who: 'you', count: 1 }] }] }] }],
});
