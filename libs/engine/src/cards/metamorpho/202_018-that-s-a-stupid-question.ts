// That's a Stupid Question! (metamorpho, 202_018): interrupt — your opponent's OFFICERs are -2 to every attribute until the end of the turn; nullifying cards with a question in their title is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_018', {
  title: 'That\'s a Stupid Question!',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'interrupt' } },
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: -2, filter: { classification: 'OFFICER' }, whose: 'opponent', to: {}, where: 'table' }],
  duration: 'while-in-play',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
  manual: ['the other mode: nullify any card with "question" or "?" in its title'],
});
