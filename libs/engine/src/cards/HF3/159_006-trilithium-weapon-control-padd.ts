// Trilithium Weapon Control PADD (HF3, 159_006): equipment — your Astrophysics or Stellar Cartography personnel present get CUNNING +1, or +3 if they also have Treachery (one copy counts).
import { defineCard } from '../../behaviour/define';

export default defineCard('159_006', {
  title: 'Trilithium Weapon Control PADD',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'attributes', attributes: ['CUNNING'], delta: 1, to: { anySkill: ['Astrophysics', 'Stellar Cartography'] }, where: 'present', orIf: { to: { skills: ['Treachery'] }, delta: 3 } },
  ],
});
