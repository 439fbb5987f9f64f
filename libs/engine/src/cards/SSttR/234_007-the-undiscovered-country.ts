// The Undiscovered Country (SSttR, 234_007): incident — seeded on your table: at the end of each of your turns, if every personnel of yours in play shows [Films], you may draw one more card (EndTurn.decline: not drawn); once per game, in place of your normal card play, it nullifies a Homefront; having both Camp Khitomer and a headquarters in play discards it.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_007', {
  title: 'The Undiscovered Country',
  scenario: 'behaviour/incidents-d.spec.ts',
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'if-personnel-in-play', filter: { notIcons: ['Films'] }, atLeast: 0, atMost: 0, then: [{ kind: 'may', effects: [{ kind: 'draw', who: 'you', count: 1 }] }] }] }],
  // Issue 15 (activations): once per game, in place of your normal card play, nullify a Homefront in play.
  abilities: [{ id: 'nullify-homefront', limit: 'once-per-game', costs: ['normal-card-play'], targets: { kind: 'card-in-play', filter: { titles: ['Homefront'] } }, effects: [{ kind: 'nullify-target' }] }],
  // Issue 15 (incidents-d): nullified (discarded) once you have both Camp Khitomer and a headquarters in play (behaviour/discard-when.ts).
  discardWhen: [{ kind: 'you-have-in-play', all: [{ titles: ['Camp Khitomer'] }, { types: ['Facility'], facilityKind: 'Headquarters' }] }],
});
