// Deanna Troi (The Borg) (borg, 124_069): personnel — while in play, all your [Ent-E] personnel show [Cmd] for staffing.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_069', {
  title: 'Deanna Troi (The Borg)',
  scenario: 'behaviour/personnel-a.spec.ts',
  staffing: { kind: 'grants-icons', icons: ['Cmd'], to: { icon: 'Ent-E' } },
});
