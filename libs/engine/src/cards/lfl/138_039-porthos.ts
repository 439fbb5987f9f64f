// Porthos (lfl, 138_039): personnel — Starfleet Human personnel present with him have INTEGRITY +1; once every turn he may stop one ANIMAL present with him.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_039', {
  title: 'Porthos',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [{ kind: 'personnel-attribute', attributes: ['INTEGRITY'], delta: 1, to: { whose: 'any', species: 'Human', affiliation: 'Starfleet' }, where: 'present-personnel' }],
  abilities: [{ id: 'stop', limit: 'once-per-turn', targets: { kind: 'personnel-present', filter: { whose: 'any', classification: 'ANIMAL' } }, effects: [{ kind: 'stop-target' }] }],
});
