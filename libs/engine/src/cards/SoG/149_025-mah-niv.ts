// maH nIv (SoG, 149_025): incident — seeded on your table: your [22] Klingons and your [OS] Klingons may use two levels of Treachery as one level of Honor when requirements are checked. Its reporting permission ([22] Klingons where you have an [OS] Klingon, and the reverse) and its other function (played on a crew or Away Team of three [22] Klingons to replace them by downloaded [OS] or [22] Klingons) are manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › INCIDENTS; USING SKILLS (skill levels). Behaviour/skill-substitutions.ts.
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
  manual: [
    'your [22] Klingons reporting where you have an [OS] Klingon, and your [OS] Klingons where you have a [22] Klingon',
    'the other function: played on your crew or Away Team of at least three [22] Klingons, placing them out of play and downloading as many [OS] or [22] Klingon personnel',
  ],
});
