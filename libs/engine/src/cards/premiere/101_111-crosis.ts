// Crosis (premiere, 101_111): interrupt joining the Rogue Borg on a ship — a member of their group who doubles every member's STRENGTH there (himself too; two copies do not double twice).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_111', {
  title: 'Crosis',
  scenario: 'behaviour/self-controlled.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'ship-with-group', group: 'Rogue Borg' },
  duration: 'on-target-card',
  selfControlled: { kind: 'boarding-group', group: 'Rogue Borg', factor: 2 },
});
