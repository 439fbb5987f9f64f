// Leck (roa, 117_084): personnel — once per game, may kill any one personnel present.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_084', {
  title: 'Leck',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'kill', limit: 'once-per-game', targets: { kind: 'personnel-present', filter: {} }, effects: [{ kind: 'kill-target' }] }],
});
