// Latest Provocation (SFL, 245_008): incident — seeded on your table: at the end of each of your turns, if none of your personnel in play is other than Cardassian, you may draw one more card (EndTurn.decline: not drawn); initiating a battle, attempting a mission or playing a [Pun] card discards it.
import { defineCard } from '../../behaviour/define';

export default defineCard('245_008', {
  title: 'Latest Provocation',
  scenario: 'behaviour/incidents-d.spec.ts',
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'if-personnel-in-play', filter: { notAffiliation: 'Cardassian' }, atLeast: 0, atMost: 0, then: [{ kind: 'may', effects: [{ kind: 'draw', who: 'you', count: 1 }] }] }] }],
  // Issue 15 (incidents-d): discarded when you initiate a battle, begin a mission attempt or play a [Pun] card (behaviour/discard-when.ts).
  discardWhen: [{ kind: 'you-initiate-battle' }, { kind: 'you-attempt' }, { kind: 'you-play', filter: { icons: ['Pun'] } }],
});
