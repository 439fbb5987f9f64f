// maH nIv (SoG, 149_025): incident — seeded on your table: your [22] Klingons may report (as the normal card play) where you
// have an [OS] Klingon, and your [OS] Klingons where you have a [22] Klingon; your [22] and [OS] Klingons may use two levels of
// Treachery as one level of Honor when requirements are checked. Its other function (played on a crew or Away Team of three [22]
// Klingons to replace them by downloaded [OS] or [22] Klingons) is manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › INCIDENTS; USING SKILLS (skill levels). Behaviour/skill-substitutions.ts.
// 1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING (the card names the place; compatibility still applies): table-reports.ts
// `withYours` (issue 15, helper partners; spec behaviour/table-reports.spec.ts).
export default defineCard('149_025', {
  title: 'maH nIv',
  scenario: 'behaviour/skill-substitutions.spec.ts',
  modifiers: [
    {
      kind: 'use-skill-as',
      skill: 'Treachery',
      levels: 2,
      as: ['Honor'],
      to: { anyOf: [{ icons: ['22'], characteristics: ['Klingon'] }, { icons: ['OS'], characteristics: ['Klingon'] }] },
      where: 'in-play',
    },
  ],
  tableReports: [
    { who: { icons: ['22'], species: 'Klingon' }, withYours: { icons: ['OS'], species: 'Klingon' }, cost: 'normal' },
    { who: { icons: ['OS'], species: 'Klingon' }, withYours: { icons: ['22'], species: 'Klingon' }, cost: 'normal' },
  ],
  manual: [
    'the other function: played on your crew or Away Team of at least three [22] Klingons, placing them out of play and downloading as many [OS] or [22] Klingon personnel',
  ],
});
