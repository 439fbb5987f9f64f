// Baryon Buildup (au, 103_036): event — placed on a ship, which is RANGE -2 per copy; its end when the empty ship docks at your facility is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_036', {
  title: 'Baryon Buildup',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'ship', whose: 'any' },
  shipModifiers: [{ kind: 'ship-attribute', attributes: ['RANGE'], delta: -2, cumulative: true }],
  duration: 'on-target-card',
  manual: ['nullified when the ship is empty and docked at your facility at the start of your turn'],
});
