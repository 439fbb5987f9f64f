// Shipwright (Emissary, 167_020): event — on your table, your Bajoran ships get +1 RANGE per copy; OR you lose 5 points (its point box) to give your ship with a Solar Sail RANGE +10 this turn, then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_020', {
  title: 'Shipwright',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  shipModifiers: [{ kind: 'fleet-ship-attribute', attributes: ['RANGE'], delta: 1, filter: { affiliation: 'Bajoran' }, cumulative: true }],
  // Issue 15 (events-d): the second function (PlayCard.mode 1).
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'your-ship-with-equipment', equipment: 'Solar Sail' },
      triggers: [{ on: 'played', effects: [{ kind: 'score-points', points: -5, bonus: false }, { kind: 'extra-range-target', range: 10 }] }],
      duration: 'instant',
    },
  ],
});
