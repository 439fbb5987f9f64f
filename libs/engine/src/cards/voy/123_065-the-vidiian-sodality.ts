// The Vidiian Sodality (voy, 123_065): incident — on your table, once each turn one of your Vidiian MEDICAL-classification personnel, or an equipment whose game text names MEDICAL, reports for free; or played on your Vidiian Cruiser, your Vidiian personnel may report aboard it.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_065', {
  title: 'The Vidiian Sodality',
  scenario: 'behaviour/turn-draw-limits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Both free reports share the card's one use each turn (free-reports.ts: one key per title). They are read only while it lies on your table.
  permits: [
    { kind: 'free-report', who: { classification: 'MEDICAL', affiliations: ['Vidiian'] } },
    { kind: 'free-report', who: {}, equipmentText: 'MEDICAL' },
    // Read only while it lies on your ship (report-aboard.ts › reportAboardFiltersOf).
    { kind: 'report-aboard', filter: { type: 'Personnel', affiliation: 'Vidiian' } },
  ],
  modes: [{ play: { window: { kind: 'normal-play' } }, targets: { kind: 'your-ship-matching', affiliation: 'Vidiian', titleWord: 'Cruiser' }, duration: 'on-target-card' }],
});
