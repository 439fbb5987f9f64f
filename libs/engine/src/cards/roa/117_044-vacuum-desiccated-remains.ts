// Vacuum-Desiccated Remains (roa, 117_044): interrupt — once each turn, in the window after a Ferengi is killed by a card of your opponent, that Ferengi is placed out of play; then you download Gold-Pressed Latinum (each reporting where it may report for duty) and/or draw cards, up to three in all for a V.I.P., two otherwise (your split: the Latinum picked first, then up to the rest drawn).
import { defineCard } from '../../behaviour/define';

export default defineCard('117_044', {
  title: 'Vacuum-Desiccated Remains',
  scenario: 'behaviour/split-choices.spec.ts',
  play: { window: { kind: 'response', to: 'personnel-killed' }, limit: { kind: 'once-per-turn' } },
  // 1E rulebook › GETTING HURT › KILLED; DOWNLOADING; OUT-OF-PLAY (behaviour/split-choices.ts).
  targets: { kind: 'just-killed', filter: { species: 'Ferengi' }, byOpponentCard: true },
  triggers: [
    {
      on: 'played',
      effects: [
        { kind: 'target-out-of-play' },
        { kind: 'draw-and-download-up-to', titles: ['Gold-Pressed Latinum'], total: 2, more: { filter: { classification: 'V.I.P.' }, total: 3 } },
      ],
    },
  ],
  duration: 'instant',
});
