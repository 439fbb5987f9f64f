// Heisenberg Compensators (qc, 105_025): event — on the table it cancels any Alien Probe in play and keeps it from being played, and every draw deck is face up (its top card seen by all); OR it nullifies another Heisenberg Compensators in play, both discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_025', {
  title: 'Heisenberg Compensators',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'discard-all-titled', titles: ['Alien Probe'] }] }],
  // Issue 15 (events-d): the draw decks face up (view.ts) and the second function (PlayCard.mode 1).
  restricts: [{ kind: 'no-plays-titled', titles: ['Alien Probe'] }, { kind: 'draw-decks-face-up' }],
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'card-in-play', filter: { titles: ['Heisenberg Compensators'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
      duration: 'instant',
    },
  ],
});
