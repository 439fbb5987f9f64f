// Environmental Suit (agt, 127_001): equipment — when a dilemma would kill your personnel present, it is discarded and the personnel is stopped instead.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_001', {
  title: 'Environmental Suit',
  scenario: 'behaviour/incidents-d.spec.ts',
  play: { window: { kind: 'report' } },
  // Issue 15 (incidents-d; equipment-e folded savesFromDilemmaKill in): behaviour/dilemma-kill-replacement.ts (always used when it can be).
  insteadOfDilemmaKill: { present: true, whose: 'yours', filter: {}, instead: 'stopped', pay: 'discard' },
  manual: ['preventing a kill by a Tactic card (Tactic cards are played by hand)'],
});
