// Worf (The Trouble with Tribbles) (twt, 119_092): personnel — once per game, may capture an opposing Barry Waddle present (captured cards leave the game, as the engine's capture does).
import { defineCard } from '../../behaviour/define';

export default defineCard('119_092', {
  title: 'Worf (The Trouble with Tribbles)',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'capture', limit: 'once-per-game', targets: { kind: 'personnel-present', filter: { whose: 'opposing', names: ['Barry Waddle'] } }, effects: [{ kind: 'capture-target' }] }],
});
