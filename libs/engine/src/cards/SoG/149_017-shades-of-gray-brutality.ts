// Shades of Gray: Brutality (SoG, 149_017): event — on the table; while it lies there, five named dilemmas need twice the skills printed (conditions, requirements to get past, cures); Kevin Uxbridge cannot touch it. Seeding it on the table is the generic seed rules.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_017', {
  title: 'Shades of Gray: Brutality',
  scenario: 'behaviour/requirement-doublers.spec.ts',
  play: { window: { kind: 'normal-play' } },
  doublesSkillRequirements: { titles: ['Archer', "Barclay's Protomorphosis Disease", 'Interphasic Plasma Creatures', 'Tsiolkovsky Infection', 'Nanites'] },
  immuneTo: ['Kevin Uxbridge'],
});
