// Emergency Transport Unit (SoG, 149_011): equipment — when a dilemma would kill your personnel present, it returns to your hand and the personnel is placed aboard your ship at that location, stopped, instead.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_011', {
  title: 'Emergency Transport Unit',
  scenario: 'behaviour/incidents-d.spec.ts',
  play: { window: { kind: 'report' } },
  // Issue 15 (incidents-d; equipment-e folded savesFromDilemmaKill in): behaviour/dilemma-kill-replacement.ts (always used when it can be).
  insteadOfDilemmaKill: { present: true, whose: 'yours', filter: {}, instead: 'stopped', pay: 'return-to-hand', toYourShipHere: true },
});
