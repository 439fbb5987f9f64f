// Mr. Tricorder (HF3, 159_005): equipment — your personnel present with both OFFICER and ENGINEER gain Computer Skill; androids at its location lose 6 from every attribute; it may report to Data.
import { defineCard } from '../../behaviour/define';

export default defineCard('159_005', {
  title: 'Mr. Tricorder',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'gain-skill', skill: 'Computer Skill', to: { skills: ['OFFICER', 'ENGINEER'] }, where: 'present' }],
  manual: ['androids here are attributes all -6 (a location-wide modifier)', 'reporting to any Data'],
});
