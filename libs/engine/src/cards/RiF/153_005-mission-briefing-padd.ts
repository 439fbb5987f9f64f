// Mission Briefing PADD (RiF, 153_005): equipment — once each turn you pick Anthropology or Biology; until you pick again, your [Ent-E] OFFICERs present gain it.
import { defineCard } from '../../behaviour/define';

export default defineCard('153_005', {
  title: 'Mission Briefing PADD',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  select: { options: ['Anthropology', 'Biology'] },
  modifiers: [{ kind: 'gain-selected-skill', to: { icons: ['Ent-E'], classification: 'OFFICER' }, where: 'present' }],
});
