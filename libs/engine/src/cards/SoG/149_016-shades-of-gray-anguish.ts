// Shades of Gray: Anguish (SoG, 149_016): event — on the table; while it lies there, four named dilemmas need twice the requirements printed (theirs are skills only: conditions and cures) and the personnel who help meet them are stopped; Kevin Uxbridge cannot touch it. Seeding it on the table is the generic seed rules.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_016', {
  title: 'Shades of Gray: Anguish',
  scenario: 'behaviour/requirement-additions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  doublesSkillRequirements: { titles: ['Cosmic String Fragment', 'Gravitic Mine', 'Menthar Booby Trap', 'Null Space'], stopsHelpers: true },
  immuneTo: ['Kevin Uxbridge'],
});
