// Data's Head (au, 103_002): artifact used as equipment — aboard your ship, RANGE, WEAPONS and SHIELDS +2 (one copy counts); the Head itself has CUNNING 10 and Computer Skill.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_002', {
  title: "Data's Head",
  scenario: 'behaviour/incidents-d.spec.ts',
  play: { window: { kind: 'report' } },
  fleet: [{ scope: 'aboard', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 2 }],
  // Issue 15 (incidents-d): the Head itself counts in the group present with CUNNING 10 and Computer Skill (behaviour/equipment-members.ts).
  asMember: { cunning: 10, skills: ['Computer Skill'] },
});
