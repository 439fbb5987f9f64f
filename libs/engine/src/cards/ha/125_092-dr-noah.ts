// Dr. Noah (ha, 125_092): personnel — once each turn, may capture the most CUNNING opposing personnel present (captured cards leave the game, as the engine's capture does).
import { defineCard } from '../../behaviour/define';

export default defineCard('125_092', {
  title: 'Dr. Noah',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'capture', limit: 'once-per-turn', targets: { kind: 'personnel-present', filter: { whose: 'opposing' }, highest: 'CUNNING' }, effects: [{ kind: 'capture-target' }] }],
});
