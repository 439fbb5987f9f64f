// Kukalaka (roa, 117_018): equipment — a keepsake: your non-Borg personnel present get INTEGRITY +2, or +3 while Leeta is with them; it also limits two interrupts to one a turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_018', {
  title: 'Kukalaka',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'attributes', attributes: ['INTEGRITY'], delta: 2, to: { notAffiliations: ['Borg'] }, where: 'present', orIf: { presentTitle: 'Leeta', delta: 3 } }],
  manual: ['each player limited to one Brain Drain or one Going to the Top a turn'],
});
