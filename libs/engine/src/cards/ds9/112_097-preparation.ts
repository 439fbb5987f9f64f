// Preparation (ds9, 112_097): interrupt — as a response, cancels a Lack of Preparation just encountered; or, on your mission not yet attempted where your personnel show four classifications, you look at its bottom seed card.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_097', {
  title: 'Preparation',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Lack of Preparation'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    // Issue 15 (helper intr): "unexamined" read as no mission attempt begun there yet (an attempt reveals its seed cards); spec behaviour/interrupts-intr.spec.ts.
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'mission', missions: { yours: true, unattempted: true, yourClassificationsHere: 4 } },
      triggers: [{ on: 'played', effects: [{ kind: 'look-at-bottom-seed' }] }],
    },
  ],
  // Lack of Preparation is not scripted (its points are kept by hand), so the points it still takes are too.
  manual: ['the points Lack of Preparation takes are still lost'],
});
