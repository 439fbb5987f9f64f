// Plexing (qc, 105_039): interrupt — cancels Empathic Echo, Frame of Mind or System-Wide Cascade Failure as encountered, a Parallax Arguers just played, or a Thought Maker or a Barclay Transporter Phobia in play (curing the personnel it lies on); it may not be nullified.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_039', {
  title: 'Plexing',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Thought Maker', 'Barclay Transporter Phobia'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: { kind: 'just-played', filter: { titles: ['Empathic Echo', 'Frame of Mind', 'System-Wide Cascade Failure'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'just-played', filter: { titles: ['Parallax Arguers'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
  ],
  unnullifiable: true,
});
