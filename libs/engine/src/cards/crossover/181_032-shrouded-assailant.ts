// Shrouded Assailant (crossover, 181_032): interrupt — cancels a Handshake in play; or (once every turn) your Treachery personnel with a blade weapon kills one other personnel present, picked at random.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_032', {
  title: 'Shrouded Assailant',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Handshake'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
      targets: { kind: 'your-personnel-with-equipment', filter: { skill: 'Treachery' }, equipment: 'blade weapon' },
      triggers: [{ on: 'played', effects: [{ kind: 'kill-random-other-present' }] }],
    },
  ],
});
