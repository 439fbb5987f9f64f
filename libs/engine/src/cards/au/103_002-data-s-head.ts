// Data's Head (au, 103_002): artifact used as equipment — aboard your ship, RANGE, WEAPONS and SHIELDS +2 (one copy counts).
import { defineCard } from '../../behaviour/define';

export default defineCard('103_002', {
  title: "Data's Head",
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' } },
  fleet: [{ scope: 'aboard', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 2 }],
  manual: ['the Head itself has CUNNING 10 and Computer Skill'],
});
