// Jem'Hadar Birthing Chamber (dom, 115_016): equipment — each copy of yours in play lets one universal Young Jem'Hadar report where it is, for free, each turn, in any quadrant.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_016', {
  title: "Jem'Hadar Birthing Chamber",
  scenario: 'behaviour/incidents-d.spec.ts',
  play: { window: { kind: 'report' } },
  // Issue 15 (incidents-d): SpecialReport where the chamber is (special reporting ignores native quadrants), once each turn per copy (behaviour/reporting.ts).
  reports: [{ kind: 'others-where-present', who: { names: ["Young Jem'Hadar"], universal: true }, cost: 'free-once-per-turn', eachCopy: true }],
});
