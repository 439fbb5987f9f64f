// George Primmin (roa, 117_067): personnel — once per game, may nullify Computer Crash.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_067', {
  title: 'George Primmin',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'nullify', limit: 'once-per-game', targets: { kind: 'card-on-table', whose: 'any', titles: ['Computer Crash'], anywhere: true }, effects: [{ kind: 'nullify-target' }] }],
});
