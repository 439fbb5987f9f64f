// I'm a Doctor, Not a Bartender (ha, 125_037): interrupt — one of your MEDICAL personnel gains Anthropology until the end of the turn; or a downloaded bartender takes the place of your MEDICAL personnel (discarded), or a downloaded MEDICAL personnel that of your bartender.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_037', {
  title: 'I\'m a Doctor, Not a Bartender',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { classification: 'MEDICAL' } },
  modifiers: [{ kind: 'host-gains', skills: ['Anthropology'], to: {}, where: 'on-host' }],
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'personnel-to-replace', outgoing: { classification: 'MEDICAL' }, incoming: { characteristic: 'Bartender' }, from: 'download' },
      triggers: [{ on: 'played', effects: [{ kind: 'replace-personnel', outgoingTo: 'discard', download: true }] }],
      duration: 'instant',
    },
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'personnel-to-replace', outgoing: { characteristic: 'Bartender' }, incoming: { classification: 'MEDICAL' }, from: 'download' },
      triggers: [{ on: 'played', effects: [{ kind: 'replace-personnel', outgoingTo: 'discard', download: true }] }],
      duration: 'instant',
    },
  ],
});
