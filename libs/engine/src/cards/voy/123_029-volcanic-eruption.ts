// Volcanic Eruption (voy, 123_029): dilemma — placed on the planet when no facility is there; now and at the start of every turn one random personnel of the turn player there dies; nullified when Thermal Deflectors are in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_029', {
  title: 'Volcanic Eruption',
  scenario: 'behaviour/dilemmas/voy-b.spec.ts',
  dilemma: {
    title: 'Volcanic Eruption',
    steps: [
      { kind: 'nullified-if', test: { inPlay: { titles: ['Thermal Deflectors'], whose: 'any' } } },
      { kind: 'only-if', test: { noFacilityHere: true }, step: { kind: 'place', on: 'mission', affected: 'none' } },
    ],
    ongoing: { periodicKill: { at: 'start-of-turn', count: 1, of: 'turn-player', now: true } },
    manual: ['nullifying it when Thermal Deflectors enter play after it was placed'],
  },
});
