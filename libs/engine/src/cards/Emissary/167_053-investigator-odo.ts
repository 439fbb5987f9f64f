// Investigator Odo (Emissary, 167_053): personnel — once per game, may capture one opposing personnel present (captured cards leave the game, as the engine's capture does).
import { defineCard } from '../../behaviour/define';

export default defineCard('167_053', {
  title: 'Investigator Odo',
  scenario: 'behaviour/personnel-d.spec.ts',
  abilities: [{ id: 'capture', limit: 'once-per-game', targets: { kind: 'personnel-present', filter: { whose: 'opposing' } }, effects: [{ kind: 'capture-target' }] }],
});
