// Dial Martok for Murder (bog, 116_021): event — your infiltrator starts a personnel battle, STRENGTH +4, against one or two opposing personnel present of your choice, and stays infiltrating; then the event is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_021', {
  title: 'Dial Martok for Murder',
  scenario: 'behaviour/infiltration-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-infiltrator-and-victims', max: 2 },
  triggers: [{ on: 'played', effects: [{ kind: 'infiltrator-initiates-battle', strength: 4 }] }],
  duration: 'instant',
});
