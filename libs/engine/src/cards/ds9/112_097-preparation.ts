// Preparation (ds9, 112_097): interrupt — as a response, cancels a Lack of Preparation just encountered (its 10 points still lost by a non-Borg team that could not have met the mission requirements at the start of the attempt); or, on your mission not yet attempted where your personnel show four classifications, you look at its bottom seed card.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_097', {
  title: 'Preparation',
  scenario: 'behaviour/unprepared-points.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Lack of Preparation'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }, { kind: 'lose-points-unless-ready-at-start', points: 10, exceptAffiliation: 'Borg' }] }],
  modes: [
    // Issue 15 (helper intr): "unexamined" read as no mission attempt begun there yet (an attempt reveals its seed cards); spec behaviour/interrupts-intr.spec.ts.
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'mission', missions: { yours: true, unattempted: true, yourClassificationsHere: 4 } },
      triggers: [{ on: 'played', effects: [{ kind: 'look-at-bottom-seed' }] }],
    },
  ],
  // Issue 15 (helper partials): "(but still lose points)": Lack of Preparation's 10 points, lost by a non-Borg team that could not
  // have met the mission requirements at the start of the attempt (behaviour/unprepared-points.ts; spec behaviour/unprepared-points.spec.ts).
});
