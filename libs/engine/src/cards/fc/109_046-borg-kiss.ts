// Borg Kiss (fc, 109_046): interrupt — its second way: you draw one card for each printed skill dot ([*]) of a male personnel
// you hold abducted. Its first way (just after you probed for Assimilate Counterpart: the result ignored, a new probe drawn)
// is manual: Assimilate Counterpart is not scripted.
//   1E rulebook › Borg Rule: Abduction ("functions identically" to capture: an abductee is a captive the Borg player holds,
//   behaviour/captives.ts); PLAYING AN INTERRUPT.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_046', {
  title: 'Borg Kiss',
  scenario: 'behaviour/borg2.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'your-captive', abducted: true, filter: { characteristic: 'Male' } },
  triggers: [{ on: 'played', effects: [{ kind: 'draw-per-target-skill-dot' }] }],
  // Issue 15 (lead, twentieth session): played its manual way, `PlayCard { manualWay: true }` (behaviour/manual-ways.ts).
  manualWay: 'the first way: just after you probed for Assimilate Counterpart, that result ignored and a new probe card drawn and probed',
});
