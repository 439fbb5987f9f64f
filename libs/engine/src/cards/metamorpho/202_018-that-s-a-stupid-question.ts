// That's a Stupid Question! (metamorpho, 202_018): interrupt — your opponent's OFFICERs are -2 to every attribute until the end of the turn; or it cancels a card with "question" or "?" in its title (in play, or just played).
import { defineCard } from '../../behaviour/define';

export default defineCard('202_018', {
  title: 'That\'s a Stupid Question!',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: -2, filter: { classification: 'OFFICER' }, whose: 'opponent', to: {}, where: 'table' }],
  duration: 'while-in-play',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'card-in-play', filter: { titleIncludes: ['question', '?'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
      duration: 'instant',
    },
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'just-played', filter: { titleIncludes: ['question', '?'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
      duration: 'instant',
    },
  ],
});
