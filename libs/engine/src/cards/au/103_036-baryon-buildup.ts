// Baryon Buildup (au, 103_036): event — placed on a ship, which is RANGE -2 per copy; nullified when, at the start of the ship owner's turn, the ship is empty and docked at a facility of theirs.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_036', {
  title: 'Baryon Buildup',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'ship', whose: 'any' },
  shipModifiers: [{ kind: 'ship-attribute', attributes: ['RANGE'], delta: -2, cumulative: true }],
  duration: 'on-target-card',
  nullifiedAtTurnStart: { hostEmpty: true, hostDockedAtOwnFacility: true },
});
