// Tog (roa, 117_101): personnel — once per game, may capture one opposing Empath (Empathy) present (captured cards leave the game, as the engine's capture does).
import { defineCard } from '../../behaviour/define';

export default defineCard('117_101', {
  title: 'Tog',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'capture', limit: 'once-per-game', targets: { kind: 'personnel-present', filter: { whose: 'opposing', skill: 'Empathy' } }, effects: [{ kind: 'capture-target' }] }],
});
