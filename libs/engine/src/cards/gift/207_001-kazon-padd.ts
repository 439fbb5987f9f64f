// Kazon PADD (gift, 207_001): equipment — a data pad only non-Federation [DQ] personnel use: each of yours present gets CUNNING +2 per copy.
import { defineCard } from '../../behaviour/define';

export default defineCard('207_001', {
  title: 'Kazon PADD',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'attributes', attributes: ['CUNNING'], delta: 2, to: { icons: ['DQ'], notAffiliations: ['Federation'] }, where: 'present', cumulative: true }],
});
