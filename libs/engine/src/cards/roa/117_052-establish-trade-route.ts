// Establish Trade Route (roa, 117_052): objective — seeded or played onto a space mission with a point box you seeded, lying atop it; when you solve that mission you may download Ferengi Trading Post here (built by its own rules, the place named by this card) and with it up to two Equipment here; then the objective is discarded. Attempting it with its own requirements is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_052', {
  title: 'Establish Trade Route',
  scenario: 'behaviour/facility-downloads.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, space: true, pointBox: true } },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  solvedHere: { main: { titles: ['Ferengi Trading Post'] }, plus: { filter: { types: ['Equipment'] }, max: 2 }, here: true, thenDiscard: true },
  manual: ['attempting the mission with Greed + (freighter OR transport OR [Fer] ship) + Acquisition x3 + CUNNING > twice its points'],
});
