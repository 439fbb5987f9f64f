// Anti-Matter Pod (qc, 105_016): equipment — aboard your ship at a space mission you may leave it there; the next ship to stop there without three Navigation aboard is damaged and the pod is discarded (one pod acts per stop). Personnel with Transporter Skill present there may nullify it.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EQUIPMENT; DAMAGE AND REPAIRS; NULLIFIERS; THE CUMULATIVE RULE. Behaviour/left-equipment.ts,
// behaviour/nullify-with-present.ts (its nullifier, atop the location).
export default defineCard('105_016', {
  title: 'Anti-Matter Pod',
  scenario: 'behaviour/qcau.spec.ts',
  play: { window: { kind: 'report' } },
  abilities: [{ id: 'leave', targets: { kind: 'space-mission-where-self-is' }, effects: [{ kind: 'leave-self-atop-target' }] }],
  triggers: [{ on: 'ship-stops-here', effects: [{ kind: 'damage-stopping-ship-unless-crew', requirement: 'Navigation x3' }] }],
  nullifiedWithPresent: 'Transporter Skill',
});
