// Nunk (borg, 124_074): personnel — once per game, may capture one opposing [Holo] personnel present (captured cards leave the game, as the engine's capture does).
import { defineCard } from '../../behaviour/define';

export default defineCard('124_074', {
  title: 'Nunk',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'capture', limit: 'once-per-game', targets: { kind: 'personnel-present', filter: { whose: 'opposing', icon: 'Holo' } }, effects: [{ kind: 'capture-target' }] }],
});
