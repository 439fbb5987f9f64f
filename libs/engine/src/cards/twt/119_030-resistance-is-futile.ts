// Resistance Is Futile (twt, 119_030): incident — played (or seeded) on its owner's table: their [Nav] Borg may report, with the normal card play, aboard their Borg Sphere. Its two other ways (on a completed Establish Gateway, Assimilate Planet or Salvage Starship: +10 points while a [Def] Borg is there; on the opponent's Q's Planet: its 40 added points ignored by Borg while a [Com] Borg is there) are manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING (table-reports.ts `aboardShips`, `cost: 'normal'`).
export default defineCard('119_030', {
  title: 'Resistance Is Futile',
  scenario: 'behaviour/report-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  tableReports: [{ who: { affiliation: 'Borg', icons: ['Nav'] }, aboardShips: ['Borg Sphere'], cost: 'normal' }],
  manual: [
    "played on your completed Establish Gateway, Assimilate Planet or Salvage Starship: the objective's points +10 while your [Def] Borg is at that location",
    "played on the opponent's Q's Planet: its 40 added points do not count for your Borg while your [Com] Borg is at that location",
  ],
});
