// Mabus (borg, 124_107): personnel — once per game, may kill one Maje present.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_107', {
  title: 'Mabus',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'kill', limit: 'once-per-game', targets: { kind: 'personnel-present', filter: { characteristic: 'Maje' } }, effects: [{ kind: 'kill-target' }] }],
});
