// Military Assault Command Operations (brokenbow, 192_021): event — the top three cards of your draw deck are revealed; any
// MACO personnel among them may report for free, the rest go beneath the deck; then the event is discarded
// (behaviour/immediate-free-plays.ts › reveal-top-report-free).
import { defineCard } from '../../behaviour/define';

export default defineCard('192_021', {
  title: 'Military Assault Command Operations',
  scenario: 'behaviour/immediate-free-plays.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'reveal-top-report-free', count: 3, filter: { types: ['Personnel'], characteristic: 'MACO' } }, { kind: 'discard-self' }] }],
});
