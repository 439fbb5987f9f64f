// Environmental Suit (agt, 127_001): equipment — when a dilemma or a Tactic card would kill your personnel present, it is discarded and the personnel is stopped instead.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_001', {
  title: 'Environmental Suit',
  // The dilemma half is exercised in behaviour/incidents-d.spec.ts; the Tactic half (and the dilemma wording) here.
  scenario: 'behaviour/battle-tactics.spec.ts',
  play: { window: { kind: 'report' } },
  // Issue 15 (incidents-d; equipment-e folded savesFromDilemmaKill in): behaviour/dilemma-kill-replacement.ts (always used when it can be).
  // Issue 15 (helper tactics): `tactics`: a Tactic damage marker's casualty too (behaviour/battle-tactics.ts).
  insteadOfDilemmaKill: { present: true, whose: 'yours', filter: {}, instead: 'stopped', pay: 'discard', tactics: true },
});
