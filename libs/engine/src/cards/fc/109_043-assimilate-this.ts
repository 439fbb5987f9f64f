// Assimilate This! (fc, 109_043): interrupt — cancels a Crosis just played, or a Build Interplexing Beacon or Orbital Bombardment in play; that card's owner loses 10 points.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_043', {
  title: 'Assimilate This!',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Build Interplexing Beacon', 'Orbital Bombardment'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'target-owner-scores', points: -10 }, { kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'just-played', filter: { titles: ['Crosis'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'target-owner-scores', points: -10 }, { kind: 'nullify-target' }] }],
    },
  ],
});
