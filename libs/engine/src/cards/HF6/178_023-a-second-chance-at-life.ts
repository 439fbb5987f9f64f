// A Second Chance at Life (HF6, 178_023): event — pay with a non-personnel card from hand to report a personnel of your discard pile for duty at one of your facilities; then the event is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('178_023', {
  title: 'A Second Chance at Life',
  scenario: 'behaviour/discard-reports.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'hand-card-to-report-from-discard', hand: { notTypes: ['Personnel'] }, discard: { types: ['Personnel'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'report-from-discard-for-hand-card' }] }],
  duration: 'instant',
});
