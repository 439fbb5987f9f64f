// Grebnedlog (twt, 119_088): personnel — once per game, may capture one opposing ENGINEER at his location (captured cards leave the game, as the engine's capture does).
import { defineCard } from '../../behaviour/define';

export default defineCard('119_088', {
  title: 'Grebnedlog',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'capture', limit: 'once-per-game', targets: { kind: 'personnel-present', filter: { whose: 'opposing', skill: 'ENGINEER' }, here: true }, effects: [{ kind: 'capture-target' }] }],
});
