// Mr. Tricorder (HF3, 159_005): equipment — may report where any Data is; your personnel present with both OFFICER and ENGINEER gain Computer Skill; every android at its location is INTEGRITY, CUNNING and STRENGTH -6.
import { defineCard } from '../../behaviour/define';

export default defineCard('159_005', {
  title: 'Mr. Tricorder',
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  play: { window: { kind: 'report' } },
  // Issue 15 (equipment-e): "may report to any Data" (special reporting where a Data of yours is present: reporting.ts);
  // "androids here": anyone's androids at its location (held-modifiers.ts › heldHereElsewhere).
  //   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT".
  reports: [{ kind: 'self-where-present', with: { names: ['Data'] } }],
  modifiers: [
    { kind: 'gain-skill', skill: 'Computer Skill', to: { skills: ['OFFICER', 'ENGINEER'] }, where: 'present' },
    { kind: 'fleet-personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: -6, filter: { characteristic: 'Android' }, whose: 'all', to: {}, where: 'here' },
  ],
});
