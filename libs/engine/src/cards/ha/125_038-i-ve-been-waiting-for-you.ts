// I've Been Waiting for You (ha, 125_038): interrupt — once every turn, your unique hologram in play goes back to your hand and a hologram from your hand takes its place.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_038', {
  title: 'I\'ve Been Waiting for You',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'personnel-to-replace', outgoing: { icons: ['Holo'], universal: false }, incoming: { icons: ['Holo'] }, from: 'hand' },
  triggers: [{ on: 'played', effects: [{ kind: 'replace-personnel', outgoingTo: 'hand', download: false }] }],
});
