// The Undiscovered Country (SSttR, 234_007): incident — seeded on your table: at the end of each of your turns, if every personnel of yours in play shows [Films], you draw one more card; once per game, in place of your normal card play, it nullifies a Homefront.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_007', {
  title: 'The Undiscovered Country',
  scenario: 'behaviour/incidents-c.spec.ts',
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'if-personnel-in-play', filter: { notIcons: ['Films'] }, atLeast: 0, atMost: 0, then: [{ kind: 'draw', who: 'you', count: 1 }] }] }],
  // Issue 15 (activations): once per game, in place of your normal card play, nullify a Homefront in play.
  abilities: [{ id: 'nullify-homefront', limit: 'once-per-game', costs: ['normal-card-play'], targets: { kind: 'card-in-play', filter: { titles: ['Homefront'] } }, effects: [{ kind: 'nullify-target' }] }],
  manual: ['the extra draw is optional', 'nullified while you have both Camp Khitomer and a headquarters in play'],
});
