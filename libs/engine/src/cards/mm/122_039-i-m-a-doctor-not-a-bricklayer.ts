// I'm a Doctor, Not a Bricklayer (mm, 122_039): interrupt — one of your MEDICAL personnel gains Geology until the end of the turn; or it cancels a Horta (just encountered, or lying in play); or, once per game, a Geology personnel is downloaded to where your MEDICAL and OFFICER are together.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_039', {
  title: 'I\'m a Doctor, Not a Bricklayer',
  scenario: 'behaviour/interrupts-d.spec.ts',
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
    {
      play: { window: { kind: 'interrupt' } },
      targets: { kind: 'card-in-play', filter: { titles: ['Horta'], types: ['Dilemma'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-dilemma-in-play' }] }],
      duration: 'instant',
    },
    {
      play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-game' } },
      targets: { kind: 'personnel-to-download-with', filter: { skill: 'Geology' }, with: ['MEDICAL', 'OFFICER'] },
      triggers: [{ on: 'played', effects: [{ kind: 'download-to-named-place' }] }],
      duration: 'instant',
    },
  ],
});
