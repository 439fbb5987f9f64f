// Investigator Odo (Emissary, 167_053): personnel — once per game, may capture one opposing personnel present (captured cards leave the game, as the engine's capture does).
import { defineCard } from '../../behaviour/define';

export default defineCard('167_053', {
  title: 'Investigator Odo',
  scenario: 'behaviour/personnel-d.spec.ts',
  actions: [{ name: 'capture', limit: { per: 'game' }, target: { kind: 'personnel-present', filter: { whose: 'opposing' } }, effects: [{ kind: 'capture-target' }] }],
});
