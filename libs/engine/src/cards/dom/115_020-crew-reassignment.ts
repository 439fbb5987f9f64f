// Crew Reassignment (dom, 115_020): event — on your table: your [Ent-E] personnel show a [Stf] staffing icon too; reporting personnel with a special staffing icon to your ship with the same icon is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_020', {
  title: 'Crew Reassignment',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  staffingGrants: [{ icons: ['Stf'], to: { icons: ['Ent-E'] } }],
  manual: ['each of your personnel with a special staffing icon may report to your ship with the same icon'],
});
