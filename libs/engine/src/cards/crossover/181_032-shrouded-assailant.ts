// Shrouded Assailant (crossover, 181_032): interrupt — cancels a Handshake in play; the blade-assassin mode is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_032', {
  title: 'Shrouded Assailant',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Handshake'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  manual: ['the other mode (once every turn): your Treachery personnel with a blade weapon kills one other personnel present at random'],
});
