// Bleed Resources (Maquis, 172_012): incident — played on your [Maq] personnel, or your [TNG] Romulan or [DS9] Cardassian personnel; whenever that personnel helps solve a mission you may choose one way: look through your opponent's hand and pick two of its cards to be discarded; or three cards of their hand, at random, go on top of their draw deck; or they discard the top four cards of their draw deck.
//   1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION (those who meet the requirements help solve it); MISCELLANEOUS RULES ›
//   LOOKING AT CARDS; RANDOM SELECTIONS.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_012', {
  title: 'Bleed Resources',
  scenario: 'behaviour/vulcan-maquis-delta.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: {
    kind: 'personnel',
    whose: 'yours',
    filter: { anyOf: [{ icons: ['Maq'] }, { property: 'TNG', affiliation: 'Romulan' }, { property: 'DS9', affiliation: 'Cardassian' }] },
  },
  duration: 'on-target-card',
  // helped-solve-away.ts (`anyQuadrant`, helper dqv): any mission its host helped solve; choices.ts pool `ways` (helper dqv): the chosen way's effects.
  triggers: [
    {
      on: 'mission-completed',
      effects: [
        {
          kind: 'if-host-helped-solve-away',
          anyQuadrant: true,
          then: [
            {
              kind: 'choose-cards',
              chooser: 'you',
              pool: { from: 'ways', ways: ['two-from-hand', 'three-random-to-deck', 'top-four'] },
              pick: 1,
              upTo: true,
              chosen: 'stay',
              byWay: {
                'two-from-hand': [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'hand', whose: 'opponent' }, pick: 2, chosen: 'discard' }],
                'three-random-to-deck': [{ kind: 'random-hand-to-deck-top', who: 'opponent', count: 3 }],
                'top-four': [{ kind: 'discard-top-of-draw', who: 'opponent', count: 4 }],
              },
            },
          ],
        },
      ],
    },
  ],
});
