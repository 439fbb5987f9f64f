// Establish Dominion Foothold (dom, 115_058): objective — seeded or played onto a mission in the Alpha or Delta Quadrant, lying atop it; when your Dominion personnel solve that mission you may download a Dominion facility there (built by its own rules: a Remote Supply Depot only at a non-homeworld [DOM] mission with your Dominion ENGINEER, never one that must seed) with up to five different Equipment there; then you score 10 and discard it. Only where none of your Dominion cards have been in that quadrant this game (the record of cards: behaviour/card-record.ts), and completed at most once in each quadrant.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_058', {
  title: 'Establish Dominion Foothold',
  scenario: 'behaviour/facility-downloads.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Issue 15 (helper records): "[Dom] cards" are cards of the Dominion affiliation (a mission's [Dom] icon says who may attempt it, not whose card it is).
  targets: { kind: 'mission', missions: { quadrants: ['Alpha', 'Delta'], noneOfYoursBeenInQuadrant: { affiliations: ['Dominion'] } } },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  // 1E rulebook › DOWNLOADING › Clarifications: Downloading names this card: the facility must be buildable there (no `here`).
  solvedHere: {
    main: { types: ['Facility'], affiliations: ['Dominion'] },
    plus: { filter: { types: ['Equipment'] }, max: 5, different: true },
    solvedBy: { filter: { affiliation: 'Dominion' }, atLeast: 1 },
    thenDiscard: true,
    thenScore: 10,
    oncePerQuadrant: true,
  },
});
