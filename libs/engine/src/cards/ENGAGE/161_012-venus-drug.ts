// Venus Drug (ENGAGE, 161_012): event — placed on a location: your female personnel there gain Youth and +2 to every attribute.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_012', {
  title: 'Venus Drug',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'any-location' },
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 2, skills: ['Youth'], filter: { characteristic: 'Female' }, whose: 'yours', to: {}, where: 'here' }],
  duration: 'on-target-mission',
});
