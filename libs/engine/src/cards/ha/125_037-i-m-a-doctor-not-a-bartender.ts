// I'm a Doctor, Not a Bartender (ha, 125_037): interrupt — one of your MEDICAL personnel gains Anthropology until the end of the turn; swapping in a bartender is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_037', {
  title: 'I\'m a Doctor, Not a Bartender',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { classification: 'MEDICAL' } },
  modifiers: [{ kind: 'host-gains', skills: ['Anthropology'], to: {}, where: 'on-host' }],
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
  manual: ['the other mode: download a bartender to replace your MEDICAL personnel (or the reverse)'],
});
