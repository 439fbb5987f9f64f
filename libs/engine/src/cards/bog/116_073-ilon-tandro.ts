// Ilon Tandro (bog, 116_073): personnel — once per game, may capture one opposing personnel present (captured cards leave the game, as the engine's capture does).
import { defineCard } from '../../behaviour/define';

export default defineCard('116_073', {
  title: 'Ilon Tandro',
  scenario: 'behaviour/personnel-d.spec.ts',
  abilities: [{ id: 'capture', limit: 'once-per-game', targets: { kind: 'personnel-present', filter: { whose: 'opposing' } }, effects: [{ kind: 'capture-target' }] }],
});
