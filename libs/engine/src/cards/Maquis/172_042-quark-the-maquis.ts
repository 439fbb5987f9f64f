// Quark (The Maquis) (Maquis, 172_042): personnel — with a Maquis-icon personnel with Treachery present, he has SECURITY, Computer Skill, Smuggling and Biology.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_042', {
  title: 'Quark (The Maquis)',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: (['SECURITY', 'Computer Skill', 'Smuggling', 'Biology'] as const).map((skill) => ({
    kind: 'personnel-skill' as const,
    skill,
    levels: 1,
    to: {},
    where: 'self' as const,
    when: { kind: 'with-another' as const, icon: 'Maq', skill: 'Treachery' },
  })),
});
