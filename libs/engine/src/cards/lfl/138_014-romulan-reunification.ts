// Romulan "Reunification" (lfl, 138_014): event — played to report a [Rom] SECURITY personnel from your hand to the planet Vulcan (Deliver Ancient Artifact, by the rulebook's homeworld list) while a [Rom] ship of yours is in orbit there with no opposing ship; then discarded. Its other way (played on Vulcan, worth its points while the opponent has fewer personnel there than you have [Rom] personnel) is manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; REPORTING FOR DUTY (the event is the card play; uniqueness); THE CARDS › MISSIONS
// › Tip: Homeworlds (Vulcan). Behaviour/stored-reports.ts (`hand-personnel-to-planet-at-place`, `report-target-to-planet`).
// "Unopposed" ship in orbit: the opponent has no ship in orbit at that location. A "SECURITY personnel": SECURITY as its
// classification or a skill (classifications count among skills: 1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION).
export default defineCard('138_014', {
  title: 'Romulan "Reunification"',
  scenario: 'behaviour/listed-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  duration: 'instant',
  targets: { kind: 'hand-personnel-to-planet-at-place', places: ['Vulcan'], filter: { affiliation: 'Romulan', anyOf: [{ classification: 'SECURITY' }, { skill: 'SECURITY' }] }, shipInOrbit: { affiliations: ['Romulan'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'report-target-to-planet' }] }],
  manual: ["the other way: played on Vulcan, worth points while your opponent has fewer personnel there than you have [Rom] personnel there"],
});
