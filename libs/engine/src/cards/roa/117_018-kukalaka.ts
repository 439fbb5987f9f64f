// Kukalaka (roa, 117_018): equipment — a keepsake: your non-Borg personnel present get INTEGRITY +2, or +3 while Leeta is with them; while it is in play each player may play only one Brain Drain or one Going to the Top a turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_018', {
  title: 'Kukalaka',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'attributes', attributes: ['INTEGRITY'], delta: 2, to: { notAffiliations: ['Borg'] }, where: 'present', orIf: { presentTitle: 'Leeta', delta: 3 } }],
  restricts: [{ kind: 'one-of-titles-each-turn', titles: ['Brain Drain', 'Going to the Top'] }],
});
