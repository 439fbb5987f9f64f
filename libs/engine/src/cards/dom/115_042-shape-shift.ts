// Shape-Shift (dom, 115_042): interrupt — your Founder in play becomes another Founder: exchanged with one from your hand, or discarded for one downloaded to its place; immune to Amanda Rogers.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_042', {
  title: 'Shape-Shift',
  scenario: 'behaviour/interrupts-d.spec.ts',
  immuneTo: ['Amanda Rogers'],
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel-to-replace', outgoing: { characteristic: 'Founder' }, incoming: { characteristic: 'Founder' }, from: 'hand', differentTitle: true },
  triggers: [{ on: 'played', effects: [{ kind: 'replace-personnel', outgoingTo: 'hand', download: false }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'personnel-to-replace', outgoing: { characteristic: 'Founder' }, incoming: { characteristic: 'Founder' }, from: 'download', differentTitle: true },
      triggers: [{ on: 'played', effects: [{ kind: 'replace-personnel', outgoingTo: 'discard', download: true }] }],
    },
  ],
});
