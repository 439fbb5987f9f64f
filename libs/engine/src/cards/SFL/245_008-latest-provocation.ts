// Latest Provocation (SFL, 245_008): incident — seeded on your table: at the end of each of your turns, if none of your personnel in play is other than Cardassian, you may draw one more card (EndTurn.decline: not drawn).
import { defineCard } from '../../behaviour/define';

export default defineCard('245_008', {
  title: 'Latest Provocation',
  scenario: 'behaviour/modes.spec.ts',
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'if-personnel-in-play', filter: { notAffiliation: 'Cardassian' }, atLeast: 0, atMost: 0, then: [{ kind: 'may', effects: [{ kind: 'draw', who: 'you', count: 1 }] }] }] }],
  manual: ['discarded when you voluntarily initiate battle, attempt a mission or play a [Pun] card'],
});
