// We're Ready (SaS, 141_012): event — plays on your table when you have three [Sta] (Starfleet affiliation) personnel in play; at the end of each of your turns, with no Non-Aligned card of yours in play, you may draw one more card (EndTurn.decline: not drawn).
import { defineCard } from '../../behaviour/define';

export default defineCard('141_012', {
  title: "We're Ready",
  scenario: 'behaviour/modes.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'you-have-personnel', filter: { affiliation: 'Starfleet' }, atLeast: 3 }] },
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'if-none-in-play', filter: { affiliations: ['Non-Aligned'] }, then: [{ kind: 'may', effects: [{ kind: 'draw', who: 'you', count: 1 }] }] }] }],
});
