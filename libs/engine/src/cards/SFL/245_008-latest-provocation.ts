// Latest Provocation (SFL, 245_008): incident — seeded on your table: at the end of each of your turns, if none of your personnel in play is other than Cardassian, you draw one more card.
import { defineCard } from '../../behaviour/define';

export default defineCard('245_008', {
  title: 'Latest Provocation',
  scenario: 'behaviour/incidents-c.spec.ts',
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'if-personnel-in-play', filter: { notAffiliation: 'Cardassian' }, atLeast: 0, atMost: 0, then: [{ kind: 'draw', who: 'you', count: 1 }] }] }],
  manual: ['the extra draw is optional', 'discarded when you voluntarily initiate battle, attempt a mission or play a [Pun] card'],
});
