// Romulan "Reunification" (lfl, 138_014): event — played to report a [Rom] SECURITY personnel from your hand to the planet Vulcan (Deliver Ancient Artifact, by the rulebook's homeworld list) while a [Rom] ship of yours is in orbit there with no opposing ship; then discarded. Or played atop Vulcan's mission, where it is worth its 10 points while the opponent has fewer personnel there than you have [Rom] personnel.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; REPORTING FOR DUTY (the event is the card play; uniqueness); THE CARDS › MISSIONS
// › Tip: Homeworlds (Vulcan). Behaviour/stored-reports.ts (`hand-personnel-to-planet-at-place`, `report-target-to-planet`).
// "Unopposed" ship in orbit: the opponent has no ship in orbit at that location. A "SECURITY personnel": SECURITY as its
// classification or a skill (classifications count among skills: 1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION).
// The other way (issue 15, helper tail3): its point box (10) is held while it lies atop the mission and your [Rom]
// personnel there outnumber all the opponent's personnel there (trophies.ts › `worthWhileOutnumbering`; 1E rulebook ›
// SCORING POINTS: a card with a point box).
export default defineCard('138_014', {
  title: 'Romulan "Reunification"',
  scenario: 'behaviour/listed-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  duration: 'instant',
  targets: { kind: 'hand-personnel-to-planet-at-place', places: ['Vulcan'], filter: { affiliation: 'Romulan', anyOf: [{ classification: 'SECURITY' }, { skill: 'SECURITY' }] }, shipInOrbit: { affiliations: ['Romulan'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'report-target-to-planet' }] }],
  modes: [{ play: { window: { kind: 'normal-play' } }, targets: { kind: 'mission', missions: { atPlaces: ['Vulcan'] } }, duration: 'on-target-mission', triggers: [] }],
  worthWhileOutnumbering: { points: 10, yours: { affiliation: 'Romulan' } },
});
