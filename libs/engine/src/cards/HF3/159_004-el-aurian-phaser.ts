// El-Aurian Phaser (HF3, 159_004): equipment — each of your personnel present gets STRENGTH +1, or +3 for one with both Treachery and SCIENCE (one copy counts).
import { defineCard } from '../../behaviour/define';

export default defineCard('159_004', {
  title: 'El-Aurian Phaser',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'attributes', attributes: ['STRENGTH'], delta: 1, to: {}, where: 'present', orIf: { to: { skills: ['Treachery', 'SCIENCE'] }, delta: 3 } }],
});
