// Always a Chess Game (ENGAGE, 161_013): incident — on your table, once each turn one of your [TNG] Romulan personnel (not Tal Shiar, CIVILIAN or V.I.P.) reports for free to your Romulan outpost, or one [TNG] Romulan reports for free aboard your ship it is the matching commander of; once per game, 5 points when a [TNG] Romulan of yours helps solve a non-universal mission of the Neutral Zone Region.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_013', {
  title: 'Always a Chess Game',
  scenario: 'behaviour/table-reports.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    { kind: 'free-report', who: { icons: ['TNG'], affiliations: ['Romulan'] }, except: [{ anySkill: ['Tal Shiar'] }, { classification: 'CIVILIAN' }, { classification: 'V.I.P.' }], to: { outpostOf: ['Romulan'] } },
  ],
  tableReports: [{ who: { icons: ['TNG'], affiliation: 'Romulan' }, toCommandedShip: true }],
  scoreWhenSolvedBy: { who: { icons: ['TNG'], affiliation: 'Romulan' }, where: { region: 'Neutral Zone Region', notUniversal: true }, points: 5, oncePerGame: true },
});
