// Humuhumunukunukuapua'a (au, 103_064): interrupt — placed on a location for the turn: your personnel with Youth there are CUNNING and STRENGTH +4, your opponent's Non-Aligned there -4.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_064', {
  title: 'Humuhumunukunukuapua\'a',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'any-location' },
  modifiers: [
    { kind: 'fleet-personnel-attribute', attributes: ['CUNNING', 'STRENGTH'], delta: 4, filter: { skill: 'Youth' }, whose: 'yours', to: {}, where: 'here' },
    { kind: 'fleet-personnel-attribute', attributes: ['CUNNING', 'STRENGTH'], delta: -4, filter: { affiliation: 'Non-Aligned' }, whose: 'opponent', to: {}, where: 'here' },
  ],
  duration: 'on-target-mission',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
});
