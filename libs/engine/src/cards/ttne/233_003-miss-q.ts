// Miss Q (ttne, 233_003): interrupt — once per Q-Flash, just before a card is drawn from your Q-Continuum, put one Q-icon card of that deck on its top (once per game per title); or nullify a Q-icon card (one in play, or a Q-icon dilemma just encountered).
import { defineCard } from '../../behaviour/define';

export default defineCard('233_003', {
  title: 'Miss Q',
  scenario: 'behaviour/q-cards-b.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { qIcon: true } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: { kind: 'just-played', filter: { types: ['Dilemma'], qIcon: true } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
  ],
  // Issue 15 (qtime): the window just before a Q-Flash draw (behaviour/q-flash-window.ts).
  beforeQFlashDraw: { kind: 'q-card-atop' },
});
