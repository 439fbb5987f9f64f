// Barclay Transporter Phobia (au, 103_054): interrupt — played as personnel beam (in the window of that transport), one of them picked at random refuses all transport: it stays where it came from, with this card on it, until Plexing cures it.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › EXECUTING ORDERS › BEAM; MISCELLANEOUS RULES › RANDOM SELECTION (behaviour/transport-phobia.ts).
// Plexing cures it by nullifying it where it lies (its `card-in-play` mode); Wolf nullifies it as it is played.
export default defineCard('103_054', {
  title: 'Barclay Transporter Phobia',
  scenario: 'behaviour/transport-phobia.spec.ts',
  play: { window: { kind: 'response', to: 'personnel-beamed' } },
  targets: { kind: 'personnel-just-beamed' },
  triggers: [{ on: 'played', effects: [{ kind: 'random-beamed-refuses-transport' }] }],
  restricts: [{ kind: 'host-refuses-transport' }],
  duration: 'instant',
  manual: ['transport by Dimensional Shifting or the Iconian Gateway (only beaming opens the window)'],
});
