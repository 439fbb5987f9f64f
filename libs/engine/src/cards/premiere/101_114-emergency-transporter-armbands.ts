// Emergency Transporter Armbands (premiere, 101_114): interrupt — your personnel (with their equipment) beam up or down at their location without a BEAM order: on your turn, in reply to a card just played, in a battle before it is resolved; during a dilemma only where that dilemma permits it (Firestorm).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_114', {
  title: 'Emergency Transporter Armbands',
  scenario: 'behaviour/premiere-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'beam-party', reach: 'same-location' },
  triggers: [{ on: 'played', effects: [{ kind: 'beam-party' }] }],
  duration: 'instant',
  modes: [
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'beam-party', reach: 'same-location' },
      triggers: [{ on: 'played', effects: [{ kind: 'beam-party' }] }],
      duration: 'instant',
    },
    {
      play: { window: { kind: 'response', to: 'battle-initiated' } },
      targets: { kind: 'beam-party', reach: 'same-location' },
      triggers: [{ on: 'played', effects: [{ kind: 'beam-party' }] }],
      duration: 'instant',
    },
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: { kind: 'beam-party', reach: 'same-location', duringDilemmas: ['Firestorm'] },
      triggers: [{ on: 'played', effects: [{ kind: 'beam-party' }] }],
      duration: 'instant',
    },
  ],
});
