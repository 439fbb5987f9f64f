// Library Record Tape (plw, 223_009): equipment — once each turn you pick Anthropology or Stellar Cartography; until you pick again, your [OS] OFFICERs and your Computer Skill personnel present gain it.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_009', {
  title: 'Library Record Tape',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  select: { options: ['Anthropology', 'Stellar Cartography'] },
  modifiers: [{ kind: 'gain-selected-skill', to: { icons: ['OS'], anySkill: ['OFFICER', 'Computer Skill'] }, where: 'present' }],
});
