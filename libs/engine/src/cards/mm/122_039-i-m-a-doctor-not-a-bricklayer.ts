// I'm a Doctor, Not a Bricklayer (mm, 122_039): interrupt — one of your MEDICAL personnel gains Geology until the end of the turn, or, as a response, it cancels a Horta just encountered; the once-per-game download is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_039', {
  title: 'I\'m a Doctor, Not a Bricklayer',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { classification: 'MEDICAL' } },
  modifiers: [{ kind: 'host-gains', skills: ['Geology'], to: {}, where: 'on-host' }],
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: { kind: 'just-played', filter: { titles: ['Horta'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
      duration: 'instant',
    },
  ],
  manual: ['nullifying a Horta already in play', 'the other mode (once per game): download a Geology personnel to your MEDICAL and OFFICER'],
});
