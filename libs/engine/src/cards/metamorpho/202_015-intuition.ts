// Intuition (metamorpho, 202_015): incident — on your table (played for free while your Deanna Troi is in play); once each turn, while you have a dabo girl, counselor, El-Aurian or genetically enhanced personnel in play, you may name a card type: a random card of your opponent's hand is revealed, and if it is of that type you draw a card (ActivateCard).
import { defineCard } from '../../behaviour/define';

export default defineCard('202_015', {
  title: 'Intuition',
  scenario: 'behaviour/hand-reveal.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-in-play', titles: ['Deanna Troi'] } },
  abilities: [
    {
      id: 'sense',
      limit: 'once-per-turn',
      targets: { kind: 'card-type' },
      effects: [
        {
          kind: 'if-personnel-in-play',
          filter: { anyOf: [{ characteristic: 'dabo girl' }, { characteristic: 'counselor' }, { species: 'El-Aurian' }, { characteristic: 'genetically enhanced' }] },
          atLeast: 1,
          then: [{ kind: 'reveal-random-opponent-card-if-named-type', then: [{ kind: 'draw', who: 'you', count: 1 }] }],
        },
      ],
    },
  ],
});
